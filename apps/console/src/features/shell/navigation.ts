/**
 * The areas that exist, as the header's side menu and product switcher show them. Spec §2 lists
 * more (Widget, DIDs, Billing, Call Center, Tracking, Messaging); each appears here when its
 * routes land, and only then (a link to a missing page would be a 404).
 */

import type { IconName } from '@switchboard/ui';
import type { MessageDescriptor } from 'react-intl';
import type { FileRouteTypes } from '../../routeTree.gen';
import { navigationMessages as m } from './shell.messages';

/** A path of the route tree: a typo here fails the type check. */
export type AppPath = FileRouteTypes['to'];

export interface NavItem {
  to: AppPath;
  label: MessageDescriptor;
  icon: IconName;
  /** Only for accounts whose email is verified (spec §2 verified routes). */
  verified?: boolean;
}

export interface NavSection {
  id: string;
  heading: MessageDescriptor;
  items: readonly NavItem[];
}

/** The PBX settings pages that exist (spec §2 lists more); also the PBX area's side menu. */
export const xpbxSettingsItems: readonly NavItem[] = [
  { to: '/xpbx/settings/users', label: m.pbxUsers, icon: 'user', verified: true },
  { to: '/xpbx/settings/extensions', label: m.pbxExtensions, icon: 'grid', verified: true },
];

export const navSections: readonly NavSection[] = [
  {
    id: 'account',
    heading: m.account,
    // The profile area's side menu shows on wide screens only; here its pages are one tap away.
    items: [
      { to: '/profile', label: m.profile, icon: 'user' },
      { to: '/profile/profile-info', label: m.profileInfo, icon: 'edit' },
      { to: '/profile/profile-support', label: m.profileSupport, icon: 'exclamationCircle' },
    ],
  },
  { id: 'pbx', heading: m.pbx, items: xpbxSettingsItems },
];

export interface Product {
  id: string;
  label: MessageDescriptor;
  /** Where the switcher leads. */
  to: AppPath;
  /** The area's path prefix: the product counts as current on every page below it. @default `to` */
  area?: string;
}

/** The product switcher's entries, in spec §2 order, of the products that exist. */
export const products: readonly Product[] = [
  { id: 'xpbx', label: m.xpbx, to: '/xpbx/settings/users', area: '/xpbx' },
];
