import { defineMessages } from 'react-intl';

export const appHeaderMessages = defineMessages({
  openMenu: { id: 'ui.appHeader.openMenu', defaultMessage: 'Open menu' },
  menuTitle: { id: 'ui.appHeader.menuTitle', defaultMessage: 'Menu' },
  closeMenu: { id: 'ui.appHeader.closeMenu', defaultMessage: 'Close menu' },
  products: { id: 'ui.appHeader.products', defaultMessage: 'Products' },
  profile: { id: 'ui.appHeader.profile', defaultMessage: 'Profile' },
  amount: { id: 'ui.appHeader.amount', defaultMessage: 'Amount' },
  recharge: { id: 'ui.appHeader.recharge', defaultMessage: 'Recharge account' },
  logout: { id: 'ui.appHeader.logout', defaultMessage: 'Logout' },
});
