/**
 * The areas that exist, as the header's side menu and product switcher show them. Spec §2 lists
 * more (Billing, Call Center); each appears here when its routes land, and only then (a link to a
 * missing page would be a 404).
 */

import { routes as ep, type Route } from '@switchboard/contract';
import type { IconName } from '@switchboard/ui';
import type { RegisteredRouter } from '@tanstack/react-router';
import type { MessageDescriptor } from 'react-intl';
import { navigationMessages as m } from './shell.messages';
import { widgetMenuMessages as w } from './widgetMenu.messages';

/**
 * A path of the route tree: a typo here fails the type check. Read through the registered router,
 * so that nothing below features imports the generated tree (which imports every route and page).
 */
export type AppPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

export interface NavItem {
  to: AppPath;
  label: MessageDescriptor;
  icon: IconName;
  /** Only for accounts whose email is verified (spec §2 verified routes). */
  verified?: boolean;
  /**
   * The endpoint the page cannot work without: the page is not offered to a session that may not
   * call it (a user within the account, decision 0006), since the API's refusal would log them out.
   */
  needs?: Route;
}

/** The areas whose menus their route files declare (`staticData.menu`, shell/menu.ts). */
export type MenuArea = 'pbx' | 'virtual-number';

/** A menu section: its items listed here, or read from the routes of a `menu` area. */
export type NavSection = { id: string; heading: MessageDescriptor } & (
  | { items: readonly NavItem[] }
  | { menu: MenuArea }
);

/** The widget area's side menu (spec §2), settings first. */
export const widgetSettingsItems: readonly NavItem[] = [
  { to: '/widget', label: w.widgets, icon: 'grid', verified: true, needs: ep.updateWidget },
  {
    to: '/widget/settings',
    label: w.contacts,
    icon: 'building',
    verified: true,
    needs: ep.saveWidgetContacts,
  },
  { to: '/widget/sidebar', label: w.sidebar, icon: 'sidebar', verified: true, needs: ep.updateWidgetSidebar },
  {
    to: '/widget/appearance',
    label: w.appearance,
    icon: 'palette',
    verified: true,
    needs: ep.updateWidgetAppearance,
  },
  { to: '/widget/lang', label: w.lang, icon: 'globe', verified: true, needs: ep.saveWidgetLanguages },
  { to: '/widget/installation', label: w.installation, icon: 'code', verified: true },
  {
    to: '/widget/security',
    label: w.security,
    icon: 'shield',
    verified: true,
    needs: ep.updateWidgetCountries,
  },
  { to: '/widget/tariffs', label: w.tariffs, icon: 'phone', verified: true },
  { to: '/widget/reports/location', label: w.location, icon: 'mapPin', verified: true },
];

/** The widget's reports: one statistics page per kind of visitor request (spec §2). */
export const widgetReportItems: readonly NavItem[] = [
  { to: '/widget/reports/stats/calls', label: w.calls, icon: 'phone', verified: true },
  { to: '/widget/reports/stats/call-request', label: w.callRequest, icon: 'clock', verified: true },
  { to: '/widget/reports/stats/messages', label: w.messages, icon: 'chat', verified: true },
  { to: '/widget/reports/stats/video-calls', label: w.videoCalls, icon: 'video', verified: true },
  { to: '/widget/reports/stats/emails', label: w.emails, icon: 'mail', verified: true },
];

export const navSections: readonly NavSection[] = [
  { id: 'widget', heading: m.widget, items: [...widgetSettingsItems, ...widgetReportItems] },
  {
    id: 'account',
    heading: m.account,
    // The profile area's side menu shows on wide screens only; here its pages are one tap away.
    items: [
      { to: '/profile', label: m.profile, icon: 'user' },
      { to: '/profile/profile-info', label: m.profileInfo, icon: 'edit' },
      { to: '/profile/profile-support', label: m.profileSupport, icon: 'exclamationCircle' },
      // Every change made in the account (the owner's; beyond the spec's pages).
      { to: '/profile/activity', label: m.activity, icon: 'clock', needs: ep.activity },
      // Programmatic access: keys acting as the owner, and the account's webhook endpoints.
      { to: '/profile/api-keys', label: m.apiKeys, icon: 'code', needs: ep.listApiKeys },
      { to: '/profile/webhooks', label: m.webhooks, icon: 'repeat', needs: ep.listWebhooks },
    ],
  },
  { id: 'pbx', heading: m.pbx, menu: 'pbx' },
  { id: 'virtual-number', heading: m.virtualNumber, menu: 'virtual-number' },
  // The platform administrator's pages (offered to administrators only: their entries are 'admin').
  {
    id: 'admin',
    heading: m.admin,
    items: [
      {
        to: '/xadmin/dashboard',
        label: m.adminDashboard,
        icon: 'barChart',
        verified: true,
        needs: ep.xadminDashboard,
      },
      { to: '/billing', label: m.billing, icon: 'creditCard', verified: true, needs: ep.billingSearch },
      { to: '/xadmin/tarrifs', label: m.tariffs, icon: 'wallet', verified: true, needs: ep.setTariffRate },
    ],
  },
];

export interface Product {
  id: string;
  label: MessageDescriptor;
  /** As NavItem's: the switcher leaves the product out for a session that may not call it. */
  needs?: Route;
  /** Where the switcher leads. */
  to: AppPath;
  /**
   * The area's path prefix: the product counts as current on every page below it; null for an
   * entry leading into another product's area (it is never the current one). @default `to`
   */
  area?: string | null;
}

/** The product switcher's entries, in spec §2 order, of the products that exist. */
export const products: readonly Product[] = [
  {
    id: 'widget',
    label: m.widget,
    to: '/widget',
    area: '/widget',
    needs: ep.updateWidget,
  },
  { id: 'dids', label: m.dids, to: '/virtual-number', area: '/virtual-number' },
  { id: 'xpbx', label: m.xpbx, to: '/xpbx', area: '/xpbx' },
  // The account's own billing: its payments and transactions (the ledger of every account, /billing,
  // is the administrator's, who does not see the switcher).
  { id: 'billing', label: m.billing, to: '/profile/profile-payment', area: null, needs: ep.paymentMethods },
  // The call centre's queues and their live wallboards, pages of the PBX area (XPBX stays current);
  // its page lists the queues, which is the owner's.
  { id: 'call-center', label: m.callCenter, to: '/xpbx/call-center', area: null, needs: ep.listQueues },
  // Spec §2: Tracking and Messaging go to the virtual numbers, which the DIDs entry stands for.
  { id: 'tracking', label: m.tracking, to: '/virtual-number', area: null },
  { id: 'messaging', label: m.messaging, to: '/virtual-number', area: null },
];
