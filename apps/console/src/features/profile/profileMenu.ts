import { type Endpoint, endpoints } from '@switchboard/contract';
import type { NavItem } from '../shell/navigation';
import { profileMenuMessages as m } from './profile.messages';

export interface ProfileMenuItem extends NavItem {
  /** The endpoint the page reads: left out for a user within the account it is not open to. */
  reads?: Endpoint;
}

/** The profile side menu's pages, in spec §2 order. */
export const profileMenuItems: readonly ProfileMenuItem[] = [
  { to: '/profile', label: m.dashboard, icon: 'grid' },
  { to: '/profile/users', label: m.users, icon: 'user', verified: true },
  { to: '/profile/profile-info', label: m.info, icon: 'edit' },
  { to: '/profile/profile-payment', label: m.payments, icon: 'creditCard', reads: endpoints.paymentMethods },
  { to: '/profile/recharge-account', label: m.recharge, icon: 'wallet', reads: endpoints.recharge },
  {
    to: '/profile/profile-subscriptions',
    label: m.subscriptions,
    icon: 'repeat',
    reads: endpoints.subscriptions,
  },
  { to: '/profile/activity', label: m.activity, icon: 'clock', reads: endpoints.activity },
];
