import { defineMessages } from 'react-intl';

/**
 * The profile area's side menu (spec §2), apart from the other profile texts: the session guards
 * read the menu, so these load with the first page; the rest load with the profile's screens.
 */
export const profileMenuMessages = defineMessages({
  label: { id: 'profile.menu.label', defaultMessage: 'Profile' },
  heading: { id: 'profile.menu.heading', defaultMessage: 'My account' },
  dashboard: { id: 'profile.menu.dashboard', defaultMessage: 'Dashboard' },
  users: { id: 'profile.menu.users', defaultMessage: 'Users' },
  info: { id: 'profile.menu.info', defaultMessage: 'Information and password' },
  support: { id: 'profile.menu.support', defaultMessage: 'Support' },
  payments: { id: 'profile.menu.payments', defaultMessage: 'Payments' },
  recharge: { id: 'profile.menu.recharge', defaultMessage: 'Recharge account' },
  subscriptions: { id: 'profile.menu.subscriptions', defaultMessage: 'Subscriptions' },
});
