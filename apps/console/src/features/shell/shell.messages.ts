import { defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  productName: { id: 'shell.productName', defaultMessage: 'Switchboard' },
  homeLink: { id: 'shell.homeLink', defaultMessage: 'Switchboard home' },
  navigation: { id: 'shell.navigation', defaultMessage: 'Main' },
  products: { id: 'shell.products', defaultMessage: 'Products' },
  accountFallbackName: { id: 'shell.accountFallbackName', defaultMessage: 'My account' },
  stopImpersonating: { id: 'shell.stopImpersonating', defaultMessage: 'Back to my account' },
  stoppedImpersonating: {
    id: 'shell.stoppedImpersonating',
    defaultMessage: 'You are back in your own account.',
  },
  stopImpersonatingFailed: {
    id: 'shell.stopImpersonatingFailed',
    defaultMessage: 'Could not leave the user account. Please try again.',
  },
  pageLoading: { id: 'shell.pageLoading', defaultMessage: 'Loading page' },
  pageErrorTitle: { id: 'shell.pageErrorTitle', defaultMessage: 'Something went wrong' },
  pageErrorText: {
    id: 'shell.pageErrorText',
    defaultMessage: 'This page could not be shown. Please try again in a moment.',
  },
  retry: { id: 'shell.retry', defaultMessage: 'Try again' },
  working: { id: 'shell.working', defaultMessage: 'Working' },
});

/** The impersonation banner's text names the user (spec §6). */
export const impersonationMessages = defineMessages<{ banner: { name: string } }>({
  banner: { id: 'shell.impersonating', defaultMessage: 'You are working in the account of user {name}.' },
});

/** Names of the areas and products in the header's menus. */
export const navigationMessages = defineMessages({
  widget: { id: 'shell.nav.widget', defaultMessage: 'Widget' },
  account: { id: 'shell.nav.account', defaultMessage: 'Account' },
  profile: { id: 'shell.nav.profile', defaultMessage: 'Profile' },
  profileInfo: { id: 'shell.nav.profileInfo', defaultMessage: 'Information and password' },
  profileSupport: { id: 'shell.nav.profileSupport', defaultMessage: 'Support' },
  activity: { id: 'shell.nav.activity', defaultMessage: 'Activity' },
  apiKeys: { id: 'shell.nav.apiKeys', defaultMessage: 'API keys' },
  webhooks: { id: 'shell.nav.webhooks', defaultMessage: 'Webhooks' },
  pbx: { id: 'shell.nav.pbx', defaultMessage: 'PBX' },
  xpbx: { id: 'shell.nav.xpbx', defaultMessage: 'XPBX' },
  virtualNumber: { id: 'shell.nav.virtualNumber', defaultMessage: 'Virtual numbers' },
  dids: { id: 'shell.nav.dids', defaultMessage: 'DIDs' },
  tracking: { id: 'shell.nav.tracking', defaultMessage: 'Tracking' },
  messaging: { id: 'shell.nav.messaging', defaultMessage: 'Messaging' },
  admin: { id: 'shell.nav.admin', defaultMessage: 'Administration' },
  adminDashboard: { id: 'shell.nav.adminDashboard', defaultMessage: 'Dashboard' },
  billing: { id: 'shell.nav.billing', defaultMessage: 'Billing' },
  callCenter: { id: 'shell.nav.callCenter', defaultMessage: 'Call Center' },
  tariffs: { id: 'shell.nav.tariffs', defaultMessage: 'Tariffs' },
});
