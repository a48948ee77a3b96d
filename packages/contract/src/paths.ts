/**
 * The paths of the endpoint table (endpoints.ts), each written once, here, and `buildPath` that
 * fills their `:name` parameters. `@switchboard/contract/paths` has no dependency at all: the
 * widget runtime builds its calls from it without pulling the rule set or superstruct into the
 * loader, and esbuild keeps only the constants it uses. The PBX resources' paths live in their
 * resource declarations, which derive their table entries.
 */

// Auth
export const register = '/admin/register';
export const rootLogin = '/admin/root-login';
/** The login's second step (TOTP or recovery code), and enrolling when the account requires it. */
export const twoFactorLogin = '/admin/root-login/two-factor';
export const twoFactorLoginSetup = '/admin/root-login/two-factor/setup';
/** Two-factor login in the profile: status, start (POST), confirm (PUT); and turning it off. */
export const twoFactor = '/admin/profile/two-factor';
export const disableTwoFactor = '/admin/profile/two-factor/disable';
/** The provider requires two-factor login of an account (administrators). */
export const twoFactorPolicy = '/admin/accounts/:id/two-factor';
/** The administrator's accounts directory: search (POST, a page of 25) and one account with its users. */
export const accountSearch = '/admin/accounts/search';
export const adminAccount = '/admin/accounts/:id';
export const userLogin = '/admin/user-login';
export const refresh = '/admin/oauth';
export const me = '/admin/me';
export const logout = '/admin/logout';
export const impersonate = '/admin/user-login/:id';
export const verifyEmail = '/admin/verify/:token';

// Profile
export const profile = '/admin/profile';
export const company = '/admin/profile/company';
export const password = '/admin/profile/password';
export const forgotPassword = '/admin/profile/forgot-password/:email';
export const resetPassword = '/admin/profile/reset-password';
export const resendActivation = '/admin/profile/resend-activate';
export const support = '/admin/profile/storeProfileSupport';
export const photo = '/admin/profile/photo';
export const logo = '/admin/profile/logo';
/** The account's activity (changes made through the API); `/all` is every account's, for administrators. */
export const activity = '/admin/activity';
export const allActivity = '/admin/activity/all';
/** A stored photo or logo (the `user_photo` and `logo_path` links). */
export const uploadedFile = '/uploads/:name';

// Reference data
export const timezones = '/admin/timezones';
export const countries = '/admin/countries';
export const tariffTypes = '/admin/tariff-types';
export const tariffs = '/admin/tariff/:type';
export const subscriptionPlans = '/admin/subscription-plans';
export const servicePlans = '/admin/service-plans';
// The administrator's price list (/xadmin/tarrifs)
export const tariffType = '/admin/tariff-types/:type';
/** Rates are edited under a path of their own: its parent is no GET, so a change's record does not keep the whole list. */
export const tariffRates = '/admin/tariff-rates/:type';
export const tariffRate = '/admin/tariff-rates/:type/:code';
export const subscriptionPlan = '/admin/subscription-plans/:plan';
export const servicePlan = '/admin/service-plans/:plan';
/** The public site's contact form. */
export const contact = '/admin/contact';
/** The provider's support widget on the profile pages: read by every user, set by an administrator. */
export const providerWidget = '/admin/provider-widget';

// Widget
export const widgets = '/admin/widgets';
export const createWidget = '/admin/widget';
export const widget = '/admin/widget/:id';
export const activateWidget = '/admin/widget/active/:id';
export const widgetContacts = '/admin/widget/contacts/:widgetId';
export const widgetLanguages = '/admin/widget/languages/:widgetId';
export const widgetSidebar = '/admin/widget/sidebar/:widgetId';
export const widgetAppearance = '/admin/widget/appearance/:widgetId';
export const widgetCountries = '/admin/widget/countries/:widgetId';
export const widgetBlacklist = '/admin/widget/blacklist/:widgetId';

// Reports
export const reportFilters = '/admin/reports/filter';
export const reportMap = '/admin/reports/map';
export const statsReport = '/admin/reports/:type';
export const reportAttachment = '/admin/reports/attachment/:id';
/** Where a report attachment link leads: a signed, expiring token instead of a login. */
export const attachmentDownload = '/public/attachment/:token';

// Sound files and voicemail (the resources' own paths are in resources/media.ts)
/** Answers a short-lived link to a sound file's audio, which an <audio> element can load. */
export const soundFileAudioLink = '/admin/xpbx/sound-file/:id/audio';
/** Where a sound file's audio link leads: the audio, with range requests. */
export const soundFileAudio = '/public/sound-file/:token';
export const voicemailTestMail = '/admin/xpbx/voicemail/:id/test-mail';

// The embeddable widget's own calls
export const widgetPublicConfig = '/public/widget/:publicKey';
export const widgetCallback = '/public/widget/:publicKey/callback';
export const widgetMessage = '/public/widget/:publicKey/message';
export const widgetEmail = '/public/widget/:publicKey/email';
export const widgetCall = '/public/widget/:publicKey/call';
export const widgetVideoCall = '/public/widget/:publicKey/video-call';

// The widget runtime's files (apps/widget's dist/manifest.json names them)
export const widgetScript = '/widget.js';
export const widgetAssets = '/widget-assets/*';
export const widgetPreview = '/widget-preview.html';

// The public site (decision 0021): its pages, rendered by the API, and its scripts and stylesheet
export const siteRoot = '/';
export const siteHome = '/home';
export const siteAbout = '/about';
export const siteConfiguration = '/configuration';
export const siteSettings = '/settings';
export const siteTariffs = '/tariffs';
export const siteAssets = '/site-assets/*';
/** What crawlers may read, and where the sitemap is. */
export const siteRobots = '/robots.txt';
/** Every public page in every language, with its alternates. */
export const siteSitemap = '/sitemap.xml';

// Money: cards, transactions, services, subscriptions, recharge (spec §7 Profile and Payments)
export const paymentMethods = '/admin/profile/payment-methods';
export const paymentMethod = '/admin/profile/payment-methods/:id';
export const transactions = '/admin/profile/transactions';
/** A transaction's `invoice_link`: answers a short-lived download link to its PDF invoice. */
export const invoice = '/admin/profile/transactions/:id/invoice';
export const invoiceDownload = '/public/invoice/:token';
/** All of the account's data as a zip (JSON and CSV per table): answers a short-lived download link. */
export const accountExport = '/admin/profile/export';
export const accountExportDownload = '/public/account-export/:token';
export const subscriptions = '/admin/profile/subscriptions';
export const subscription = '/admin/profile/subscriptions/:id';
export const services = '/admin/profile/services';
export const balance = '/admin/profile/balance';
export const recharge = '/admin/profile/recharge';
/** A checkout we started, for the thank-you pages. */
export const checkout = '/admin/profile/checkouts/:id';
export const paymentsConfig = '/admin/profile/payments-config';
/** API keys (revoked by DELETE, still listed) and webhook endpoints, their test event and deliveries. */
export const apiKeys = '/admin/profile/api-keys';
export const apiKey = '/admin/profile/api-keys/:id';
export const webhooks = '/admin/profile/webhooks';
export const webhook = '/admin/profile/webhooks/:id';
export const webhookTest = '/admin/profile/webhooks/:id/test';
export const webhookDeliveries = '/admin/profile/webhooks/:id/deliveries';
/** Spec §7: GET subscribes, DELETE unsubscribes; both answer the address the browser goes to. */
export const providerSubscribe = '/:cardProvider/subscribe/:id';
/** Where the card provider posts its signed events. */
export const paymentsWebhook = '/public/payments/:cardProvider/webhook';

// The sandbox card provider (the embedded default): its own prefix, as if it were another host
export const sandboxTokens = '/sandbox-pay/v1/tokens';
export const sandboxCheckout = '/sandbox-pay/checkout/:sessionId';
export const sandboxReceipt = '/sandbox-pay/receipts/:chargeId';

/**
 * Console pages of the money area (the API sends browsers back to the thank-you pages). Not API
 * paths, so kept in an object of their own.
 */
export const consolePages = {
  profilePayment: '/profile/profile-payment',
  profileServices: '/profile/profile-services',
  profileSubscriptions: '/profile/profile-subscriptions',
  rechargeAccount: '/profile/recharge-account',
  /** `?subscription=<id>`: the subscription just cancelled. */
  unsubscribeSuccess: '/profile/unsubscribe/success',
  /** `?checkout=<id>`: the recharge checkout just completed (or declined). */
  paymentThankYou: '/profile/payments/thank-you',
  /** `?checkout=<id>`: the subscription checkout just completed (or declined). */
  subscriptionThankYou: '/profile/subscription/thank-you',
} as const;

// Operations
export const health = '/healthz';
export const openApi = '/openapi.json';
/** The console's files and its SPA fallback: whatever path no other entry serves. */
export const consoleApp = '/*';

// Carriers, rates, routing and call records: the plain entries beside their resources
export const trunkRuleTest = '/admin/xpbx/carrier/:carrierId/trunk/:trunkId/rule/test';
export const carrierRateImport = '/admin/xpbx/carrier/:carrierId/rate/import';
export const carrierRateImportApply = '/admin/xpbx/carrier/:carrierId/rate/import/:importId';
export const sellRateImport = '/admin/xpbx/tariff/rate/import';
export const sellRateImportApply = '/admin/xpbx/tariff/rate/import/:importId';
export const seedDestinations = '/admin/xpbx/destination/seed';
export const routeTest = '/admin/xpbx/routing/test';
export const switchToken = '/admin/xpbx/switch-token';
export const callRecords = '/admin/xpbx/call-log';
/** The switch posts rated legs here with the account's switch token (not a login). */
export const callRecordIngest = '/switch/call-records';

/** `'/admin/xpbx/user/:id'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values that fill an endpoint's path parameters. */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

/** Fills `:name` parameters with URL-encoded values: `buildPath('/a/:id', { id: 3 })` → `'/a/3'`. */
export function buildPath<P extends string>(path: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

// The PBX phone book's import (pbx-contacts-endpoints.ts)
export const pbxContactImport = '/admin/xpbx/contacts/import';
export const pbxContactImportApply = '/admin/xpbx/contacts/import/:importId';
