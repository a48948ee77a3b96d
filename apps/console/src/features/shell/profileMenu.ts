import { routes } from '@switchboard/contract';
import type { NavItem } from './navigation';
import { profileMenuMessages as m } from './profileMenu.messages';

/** The profile side menu's pages, in spec §2 order. */
export const profileMenuItems: readonly NavItem[] = [
  { to: '/profile', label: m.dashboard, icon: 'grid' },
  { to: '/profile/users', label: m.users, icon: 'user', verified: true },
  { to: '/profile/profile-info', label: m.info, icon: 'edit' },
  { to: '/profile/profile-payment', label: m.payments, icon: 'creditCard', needs: routes.paymentMethods },
  { to: '/profile/recharge-account', label: m.recharge, icon: 'wallet', needs: routes.recharge },
  {
    to: '/profile/profile-subscriptions',
    label: m.subscriptions,
    icon: 'repeat',
    needs: routes.subscriptions,
  },
];
