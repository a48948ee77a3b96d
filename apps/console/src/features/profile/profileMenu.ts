import type { NavItem } from '../shell/navigation';
import { profileMenuMessages as m } from './profile.messages';

/** The profile side menu's pages, in spec §2 order, of those that exist. */
export const profileMenuItems: readonly NavItem[] = [
  { to: '/profile', label: m.dashboard, icon: 'grid' },
  { to: '/profile/users', label: m.users, icon: 'user', verified: true },
  { to: '/profile/profile-info', label: m.info, icon: 'edit' },
];
