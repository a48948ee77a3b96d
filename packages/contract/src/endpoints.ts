/**
 * Every path the API serves, in one table: name → method, spec §7 path, body struct, response type
 * and who may call it. The server registers its routes only from here (and refuses to start when
 * an entry is left unserved); the api-client derives one typed call per JSON entry. Entries that
 * answer files (`returnsFile()`) are loaded by URL instead. Paths are written once, in paths.ts
 * (the widget runtime imports them from there) or in a resource's declaration.
 */

import { activityFiltersBody } from './bodies/activity.js';
import { accountSearchBody, impersonateBody } from './bodies/admin.js';
import { registerBody, resetPasswordBody, rootLoginBody, userLoginBody } from './bodies/auth.js';
import { emptyBody } from './bodies/empty.js';
import {
  addPaymentMethodBody,
  changeServiceBody,
  rechargeBody,
  tokenizeCardBody,
  updatePaymentMethodBody,
} from './bodies/money.js';
import { changePasswordBody, updateCompanyBody, updateProfileBody } from './bodies/profile.js';
import { reportFiltersBody, reportMapBody } from './bodies/reports.js';
import {
  contactMessageBody,
  type ProviderWidget,
  providerWidgetBody,
  supportMessageBody,
} from './bodies/support.js';
import {
  twoFactorChallengeBody,
  twoFactorCodeBody,
  twoFactorLoginBody,
  twoFactorPolicyBody,
} from './bodies/two-factor.js';
import { imageUploadBody } from './bodies/uploads.js';
import {
  callbackRequestBody,
  callIntentBody,
  visitorEmailBody,
  visitorMessageBody,
} from './bodies/visitor.js';
import {
  widgetAppearanceBody,
  widgetBlacklistBody,
  widgetCountriesBody,
  widgetCurrentLanguageBody,
  widgetLanguagesBody,
  widgetSidebarBody,
  widgetTranslationsBody,
} from './bodies/widget.js';
import { widgetContactsBody } from './bodies/widget-contacts.js';
import { createWidgetBody, updateWidgetBody } from './bodies/widget-whole.js';
import { callEventEndpoints } from './call-events.js';
import { callReportEndpoints } from './call-reports.js';
import { type Endpoint, type ReturnsEvents, type ReturnsFile, returns, returnsFile } from './endpoint.js';
import type { Profile } from './entities/account.js';
import type { ActivityList } from './entities/activity.js';
import type { AdminAccountDetail, AdminAccountList } from './entities/admin.js';
import type { LoginResponse, TokenPair } from './entities/auth.js';
import type {
  Balance,
  CardToken,
  Checkout,
  PaymentMethod,
  PaymentsConfig,
  ProfileService,
  RedirectTo,
  Subscription,
  Transaction,
} from './entities/money.js';
import type { Extension, PresentationNumber } from './entities/pbx.js';
import type { Country, SubscriptionPlan, Tariff, TariffType, Timezone } from './entities/reference.js';
import type { MapMarker, ReportFilters, StatsReport } from './entities/reports.js';
import type { AttachmentLink, DownloadLink, MessageResponse } from './entities/responses.js';
import type {
  RecoveryCodes,
  RootLoginResponse,
  TwoFactorLoginResponse,
  TwoFactorPolicy,
  TwoFactorSetup,
  TwoFactorStatus,
} from './entities/two-factor.js';
import type {
  Contact,
  Multilanguage,
  VisitorRequestAck,
  Widget,
  WidgetPublicConfig,
} from './entities/widget.js';
import { flowEndpoints } from './flows-endpoints.js';
import { integrationsEndpoints } from './integrations-endpoints.js';
import { mediaEndpoints } from './media-endpoints.js';
import { messagingEndpoints } from './messaging-endpoints.js';
import * as paths from './paths.js';
import { pbxContactEndpoints } from './pbx-contacts-endpoints.js';
import { pbxSettingsEndpoints } from './pbx-settings.js';
import { queueEndpoints } from './queue-endpoints.js';
import { resourceEndpoints } from './resources/index.js';
import { siteEndpoints } from './site-endpoints.js';
import { switchEndpoints } from './switch.js';
import { tariffEndpoints } from './tariffs-endpoints.js';
import { telephonyEndpoints } from './telephony-endpoints.js';
import { virtualNumberDashboardEndpoints } from './virtual-number-dashboard.js';
import { virtualNumberEndpoints } from './virtual-numbers.js';
import { wallboardEndpoints } from './wallboard.js';
import { xadminEndpoints } from './xadmin.js';

export const endpoints = {
  // Auth
  register: {
    method: 'POST',
    path: paths.register,
    body: registerBody,
    response: returns<LoginResponse>(),
    auth: 'public',
  },
  /** With two-factor login on (or required) it answers the second step's challenge instead. */
  rootLogin: {
    method: 'POST',
    path: paths.rootLogin,
    body: rootLoginBody,
    response: returns<RootLoginResponse>(),
    auth: 'public',
  },
  twoFactorLogin: {
    method: 'POST',
    path: paths.twoFactorLogin,
    body: twoFactorLoginBody,
    response: returns<TwoFactorLoginResponse>(),
    auth: 'public',
  },
  twoFactorLoginSetup: {
    method: 'POST',
    path: paths.twoFactorLoginSetup,
    body: twoFactorChallengeBody,
    response: returns<TwoFactorSetup>(),
    auth: 'public',
  },
  twoFactor: {
    method: 'GET',
    path: paths.twoFactor,
    body: undefined,
    response: returns<TwoFactorStatus>(),
    auth: 'user',
  },
  startTwoFactor: {
    method: 'POST',
    path: paths.twoFactor,
    body: emptyBody,
    response: returns<TwoFactorSetup>(),
    auth: 'user',
    notWhileActing: true,
  },
  confirmTwoFactor: {
    method: 'PUT',
    path: paths.twoFactor,
    body: twoFactorCodeBody,
    response: returns<RecoveryCodes>(),
    auth: 'user',
    notWhileActing: true,
  },
  disableTwoFactor: {
    method: 'POST',
    path: paths.disableTwoFactor,
    body: twoFactorCodeBody,
    response: returns<TwoFactorStatus>(),
    auth: 'user',
    notWhileActing: true,
  },
  setTwoFactorPolicy: {
    method: 'PUT',
    path: paths.twoFactorPolicy,
    body: twoFactorPolicyBody,
    response: returns<TwoFactorPolicy>(),
    auth: 'admin',
  },
  userLogin: {
    method: 'POST',
    path: paths.userLogin,
    body: userLoginBody,
    response: returns<LoginResponse>(),
    auth: 'public',
  },
  /** Send the refresh token as the bearer; it is spent, and a spent one revokes its session. */
  refresh: {
    method: 'GET',
    path: paths.refresh,
    body: undefined,
    response: returns<TokenPair>(),
    auth: 'refresh',
  },
  me: {
    method: 'GET',
    path: paths.me,
    body: undefined,
    response: returns<Profile>(),
    auth: 'user',
    access: 'members',
  },
  logout: {
    method: 'GET',
    path: paths.logout,
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'user',
    access: 'members',
  },
  /**
   * Impersonation: a pair whose access token has sub = the user and act = the admin, for a reason
   * (audited, in the owner's activity), ending after IMPERSONATION_MINUTES.
   */
  impersonate: {
    method: 'POST',
    path: paths.impersonate,
    body: impersonateBody,
    response: returns<TokenPair>(),
    auth: 'admin',
  },
  /** The accounts directory (administrators): owner, verification, balance, created; searched, paged. */
  accountSearch: {
    method: 'POST',
    path: paths.accountSearch,
    body: accountSearchBody,
    response: returns<AdminAccountList>(),
    auth: 'admin',
    readOnly: true,
  },
  adminAccount: {
    method: 'GET',
    path: paths.adminAccount,
    body: undefined,
    response: returns<AdminAccountDetail>(),
    auth: 'admin',
  },
  verifyEmail: {
    method: 'GET',
    path: paths.verifyEmail,
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'public',
  },

  // Profile
  profile: {
    method: 'GET',
    path: paths.profile,
    body: undefined,
    response: returns<Profile>(),
    auth: 'user',
    access: 'members',
  },
  updateProfile: {
    method: 'PUT',
    path: paths.profile,
    body: updateProfileBody,
    response: returns<Profile>(),
    auth: 'user',
    notWhileActing: true,
  },
  updateCompany: {
    method: 'PUT',
    path: paths.company,
    body: updateCompanyBody,
    response: returns<Profile>(),
    auth: 'user',
  },
  changePassword: {
    method: 'PUT',
    path: paths.password,
    body: changePasswordBody,
    response: returns<MessageResponse>(),
    auth: 'user',
    access: 'members',
    notWhileActing: true,
  },
  forgotPassword: {
    method: 'GET',
    path: paths.forgotPassword,
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'public',
  },
  resetPassword: {
    method: 'PUT',
    path: paths.resetPassword,
    body: resetPasswordBody,
    response: returns<MessageResponse>(),
    auth: 'public',
  },
  resendActivation: {
    method: 'GET',
    path: paths.resendActivation,
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'user',
  },
  storeSupport: {
    method: 'POST',
    path: paths.support,
    body: supportMessageBody,
    response: returns<MessageResponse>(),
    auth: 'user',
  },

  /**
   * multipart/form-data, field `file`: a PNG, JPEG, GIF or WebP image (checked by content) up to
   * 20 MB. The owner's user_photo then points at the stored copy (GET /uploads/<name>).
   */
  uploadPhoto: {
    method: 'POST',
    path: paths.photo,
    body: imageUploadBody,
    response: returns<Profile>(),
    auth: 'user',
  },
  /** Like uploadPhoto, for the company's logo_path. */
  uploadLogo: {
    method: 'POST',
    path: paths.logo,
    body: imageUploadBody,
    response: returns<Profile>(),
    auth: 'user',
  },
  /** A stored photo or logo, by the name its link carries; immutable (names are never reused). */
  uploadedFile: {
    method: 'GET',
    path: paths.uploadedFile,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },

  // Money (spec §7 Profile and Payments): the owner's; members read the balance only.
  /** The saved cards, primary first. */
  paymentMethods: {
    method: 'GET',
    path: paths.paymentMethods,
    body: undefined,
    response: returns<PaymentMethod[]>(),
    auth: 'user',
  },
  /** 201 with the card. The token must be one the provider issued; the first card is the primary. */
  addPaymentMethod: {
    method: 'POST',
    path: paths.paymentMethods,
    body: addPaymentMethodBody,
    response: returns<PaymentMethod>(),
    auth: 'user',
  },
  /** New expiry, and `default: true` makes it the primary; answers the list. */
  updatePaymentMethod: {
    method: 'PUT',
    path: paths.paymentMethod,
    body: updatePaymentMethodBody,
    response: returns<PaymentMethod[]>(),
    auth: 'user',
  },
  /** Answers the remaining cards. The primary card cannot be deleted (422). */
  deletePaymentMethod: {
    method: 'DELETE',
    path: paths.paymentMethod,
    body: undefined,
    response: returns<PaymentMethod[]>(),
    auth: 'user',
  },
  /** Card charges, newest first. */
  transactions: {
    method: 'GET',
    path: paths.transactions,
    body: undefined,
    response: returns<Transaction[]>(),
    auth: 'user',
  },
  /** A link (valid 5 minutes, no token needed) that downloads transaction `:id`'s PDF invoice. */
  invoice: {
    method: 'GET',
    path: paths.invoice,
    body: undefined,
    response: returns<AttachmentLink>(),
    auth: 'user',
  },
  /** The PDF behind an invoice link (`url`): the signed token stands in for a login. */
  invoiceDownload: {
    method: 'GET',
    path: paths.invoiceDownload,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },
  /**
   * A link (valid 5 minutes, no token needed) to all of the account's data: a zip of one JSON and
   * one CSV file per table, secrets (password hashes, tokens, keys) left out.
   */
  accountExport: {
    method: 'GET',
    path: paths.accountExport,
    body: undefined,
    response: returns<DownloadLink>(),
    auth: 'user',
    notWhileActing: true,
  },
  /** The zip behind an account export link: the signed token stands in for a login. */
  accountExportDownload: {
    method: 'GET',
    path: paths.accountExportDownload,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },
  subscriptions: {
    method: 'GET',
    path: paths.subscriptions,
    body: undefined,
    response: returns<Subscription[]>(),
    auth: 'user',
  },
  /** One subscription (the unsubscribe thank-you page reads it). */
  subscription: {
    method: 'GET',
    path: paths.subscription,
    body: undefined,
    response: returns<Subscription>(),
    auth: 'user',
  },
  /** Removes a subscription the provider does not bill (422 while it does: unsubscribe first). */
  deleteSubscription: {
    method: 'DELETE',
    path: paths.subscription,
    body: undefined,
    response: returns<Subscription[]>(),
    auth: 'user',
  },
  /** The five service types with their status, date and plans. */
  services: {
    method: 'GET',
    path: paths.services,
    body: undefined,
    response: returns<ProfileService[]>(),
    auth: 'user',
  },
  /** Sets a service's plan and card (creates its subscription, unpaid, if it had none); answers the list. */
  changeService: {
    method: 'POST',
    path: paths.services,
    body: changeServiceBody,
    response: returns<ProfileService[]>(),
    auth: 'user',
  },
  /** The header's Amount. */
  balance: {
    method: 'GET',
    path: paths.balance,
    body: undefined,
    response: returns<Balance>(),
    auth: 'user',
    access: 'members',
  },
  /** Starts a checkout for a tile's amount; the browser goes to `url` (the provider's page). */
  recharge: {
    method: 'POST',
    path: paths.recharge,
    body: rechargeBody,
    response: returns<RedirectTo>(),
    auth: 'user',
  },
  /** A checkout we started, with its outcome (the thank-you pages). */
  checkout: {
    method: 'GET',
    path: paths.checkout,
    body: undefined,
    response: returns<Checkout>(),
    auth: 'user',
  },
  /** Which card provider the browser talks to, and its tokenisation address. */
  paymentsConfig: {
    method: 'GET',
    path: paths.paymentsConfig,
    body: undefined,
    response: returns<PaymentsConfig>(),
    auth: 'user',
  },
  /** Subscribe: the provider's checkout address for subscription `:id` (404 for another provider). */
  subscribe: {
    method: 'GET',
    path: paths.providerSubscribe,
    body: undefined,
    response: returns<RedirectTo>(),
    auth: 'user',
  },
  /** Unsubscribe: cancels at the provider; answers the unsubscribe thank-you page's address. */
  unsubscribe: {
    method: 'DELETE',
    path: paths.providerSubscribe,
    body: undefined,
    response: returns<RedirectTo>(),
    auth: 'user',
  },
  /** The provider's signed events (raw body, signature header); 400 when the signature fails. */
  paymentsWebhook: {
    method: 'POST',
    path: paths.paymentsWebhook,
    body: undefined,
    response: returns<{ received: true }>(),
    auth: 'public',
  },

  // The sandbox card provider: another party's endpoints, served here so development needs none.
  /** Card details → token (CORS: any origin, like a provider's). Never called through our transport. */
  sandboxTokenize: {
    method: 'POST',
    path: paths.sandboxTokens,
    body: tokenizeCardBody,
    response: returns<CardToken>(),
    auth: 'public',
    cardNumbers: 'allowed',
  },
  /** The hosted checkout page: amount, card, Pay button. */
  sandboxCheckoutPage: {
    method: 'GET',
    path: paths.sandboxCheckout,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },
  /** The page's form post: charges, sends the signed event, redirects to the return address. */
  sandboxCheckoutPay: {
    method: 'POST',
    path: paths.sandboxCheckout,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },
  /** A charge's receipt page (the transaction's receipt_url). */
  sandboxReceipt: {
    method: 'GET',
    path: paths.sandboxReceipt,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },

  // Reference data
  timezones: {
    method: 'GET',
    path: paths.timezones,
    body: undefined,
    response: returns<Timezone[]>(),
    auth: 'public',
  },
  countries: {
    method: 'GET',
    path: paths.countries,
    body: undefined,
    response: returns<Country[]>(),
    auth: 'public',
  },

  /** Tariff kinds (landline and mobile calls, SMS, numbers); public like the tariffs page. */
  tariffTypes: {
    method: 'GET',
    path: paths.tariffTypes,
    body: undefined,
    response: returns<TariffType[]>(),
    auth: 'public',
  },
  /** One tariff kind's rate per country, sorted by country name; an unknown type is a 404. */
  tariffs: {
    method: 'GET',
    path: paths.tariffs,
    body: undefined,
    response: returns<Tariff[]>(),
    auth: 'public',
  },
  /** Start, Business, Business pro, Enterprise (spec §1, §9). */
  subscriptionPlans: {
    method: 'GET',
    path: paths.subscriptionPlans,
    body: undefined,
    response: returns<SubscriptionPlan[]>(),
    auth: 'public',
  },
  providerWidget: {
    method: 'GET',
    path: paths.providerWidget,
    body: undefined,
    response: returns<ProviderWidget>(),
    auth: 'user',
  },
  /** One of the administrator's own widgets, or null; another account's widget is refused (422). */
  setProviderWidget: {
    method: 'PUT',
    path: paths.providerWidget,
    body: providerWidgetBody,
    response: returns<ProviderWidget>(),
    auth: 'admin',
  },
  /** The public site's contact form: stored and mailed to the provider; limited per IP. */
  contact: {
    method: 'POST',
    path: paths.contact,
    body: contactMessageBody,
    response: returns<MessageResponse>(),
    auth: 'public',
  },

  // Widget (spec §7). Every call needs a verified account (else 403 apiMessages.verifyAccount).
  /** The account's widgets, oldest first; exactly one has `default: true` (the active one). */
  listWidgets: {
    method: 'GET',
    path: paths.widgets,
    body: undefined,
    response: returns<Widget[]>(),
    auth: 'verified',
    access: 'members',
  },
  /** 201 with the new widget; left-out fields get `widgetDefaults`. The first widget is the default. */
  createWidget: {
    method: 'POST',
    path: paths.createWidget,
    body: createWidgetBody,
    response: returns<Widget>(),
    auth: 'verified',
  },
  /** The whole widget; fields left out keep their values. */
  updateWidget: {
    method: 'PUT',
    path: paths.widget,
    body: updateWidgetBody,
    response: returns<Widget>(),
    auth: 'verified',
  },
  /** Answers the remaining widgets; if the default one was deleted, the first remaining one is. */
  deleteWidget: {
    method: 'DELETE',
    path: paths.widget,
    body: undefined,
    response: returns<Widget[]>(),
    auth: 'verified',
  },
  /** Marks the widget active (the default); answers the list. Send `{}`. */
  activateWidget: {
    method: 'POST',
    path: paths.activateWidget,
    body: emptyBody,
    response: returns<Widget[]>(),
    auth: 'verified',
  },
  /** Replaces the whole contact list (spec §4); answers the stored contacts (slugs filled in). */
  saveWidgetContacts: {
    method: 'POST',
    path: paths.widgetContacts,
    body: widgetContactsBody,
    response: returns<Contact[]>(),
    auth: 'verified',
  },
  /** Adds or removes languages (the whole list). */
  saveWidgetLanguages: {
    method: 'POST',
    path: paths.widgetLanguages,
    body: widgetLanguagesBody,
    response: returns<Multilanguage>(),
    auth: 'verified',
  },
  /** Edits translations. */
  saveWidgetTranslations: {
    method: 'PUT',
    path: paths.widgetLanguages,
    body: widgetTranslationsBody,
    response: returns<Multilanguage>(),
    auth: 'verified',
  },
  /** Changes the current language. */
  setWidgetLanguage: {
    method: 'PATCH',
    path: paths.widgetLanguages,
    body: widgetCurrentLanguageBody,
    response: returns<Multilanguage>(),
    auth: 'verified',
  },
  updateWidgetSidebar: {
    method: 'PUT',
    path: paths.widgetSidebar,
    body: widgetSidebarBody,
    response: returns<Widget>(),
    auth: 'verified',
  },
  updateWidgetAppearance: {
    method: 'PUT',
    path: paths.widgetAppearance,
    body: widgetAppearanceBody,
    response: returns<Widget>(),
    auth: 'verified',
  },
  /** The country allow-list (ISO codes); [] allows every country. */
  updateWidgetCountries: {
    method: 'PUT',
    path: paths.widgetCountries,
    body: widgetCountriesBody,
    response: returns<Widget>(),
    auth: 'verified',
  },
  /** The IP blacklist: IPv4, IPv6 and CIDR ranges, stored normalised. */
  updateWidgetBlacklist: {
    method: 'PUT',
    path: paths.widgetBlacklist,
    body: widgetBlacklistBody,
    response: returns<Widget>(),
    auth: 'verified',
  },

  // Activity: every change made through a logged-in endpoint, newest first.
  activity: {
    method: 'POST',
    path: paths.activity,
    body: activityFiltersBody,
    response: returns<ActivityList>(),
    auth: 'user',
    readOnly: true,
  },
  allActivity: {
    method: 'POST',
    path: paths.allActivity,
    body: activityFiltersBody,
    response: returns<ActivityList>(),
    auth: 'admin',
    readOnly: true,
  },

  // Reports (spec §7)
  /** What reports and the map can be filtered by. */
  reportFilters: {
    method: 'GET',
    path: paths.reportFilters,
    body: undefined,
    response: returns<ReportFilters>(),
    auth: 'verified',
    access: 'members',
  },
  /** Markers of visitor requests located by their IP (registered before `:type`). */
  reportMap: {
    method: 'POST',
    path: paths.reportMap,
    body: reportMapBody,
    response: returns<MapMarker[]>(),
    auth: 'verified',
    readOnly: true,
    access: 'members',
  },
  /** `:type` is calls, call-request, video-calls, emails or messages (else 404). */
  statsReport: {
    method: 'POST',
    path: paths.statsReport,
    body: reportFiltersBody,
    response: returns<StatsReport>(),
    auth: 'verified',
    readOnly: true,
    access: 'members',
  },
  /** A link (valid 5 minutes, no token needed) that downloads the attachment of email row `:id`. */
  reportAttachment: {
    method: 'GET',
    path: paths.reportAttachment,
    body: undefined,
    response: returns<AttachmentLink>(),
    auth: 'verified',
    access: 'members',
  },
  /** The file behind a reportAttachment link (`url`): the signed token stands in for a login. */
  attachmentDownload: {
    method: 'GET',
    path: paths.attachmentDownload,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },

  // The embeddable widget's own calls: no login, any origin (CORS *), only what visitors may see.
  /** Cacheable: strong ETag, `Cache-Control: public, max-age=60, stale-while-revalidate=600`, 304. */
  widgetPublicConfig: {
    method: 'GET',
    path: paths.widgetPublicConfig,
    body: undefined,
    response: returns<WidgetPublicConfig>(),
    auth: 'public',
  },
  /** 201 once stored; 403 blacklisted IP or country not allowed, 429 too many, 422 invalid. */
  widgetCallback: {
    method: 'POST',
    path: paths.widgetCallback,
    body: callbackRequestBody,
    response: returns<VisitorRequestAck>(),
    auth: 'public',
  },
  widgetMessage: {
    method: 'POST',
    path: paths.widgetMessage,
    body: visitorMessageBody,
    response: returns<VisitorRequestAck>(),
    auth: 'public',
  },
  /** multipart/form-data with an optional `attachment` up to 10 MB (413 beyond). */
  widgetEmail: {
    method: 'POST',
    path: paths.widgetEmail,
    body: visitorEmailBody,
    response: returns<VisitorRequestAck>(),
    auth: 'public',
  },
  widgetCall: {
    method: 'POST',
    path: paths.widgetCall,
    body: callIntentBody,
    response: returns<VisitorRequestAck>(),
    auth: 'public',
  },
  widgetVideoCall: {
    method: 'POST',
    path: paths.widgetVideoCall,
    body: callIntentBody,
    response: returns<VisitorRequestAck>(),
    auth: 'public',
  },

  // The widget runtime's files, as its build's manifest lists them (URL, type, caching, CORS).
  /** The loader the pasted snippet adds to a page; revalidated with its ETag. */
  widgetScript: {
    method: 'GET',
    path: paths.widgetScript,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },
  /** The panel and its chunks, content-hashed and immutable. */
  widgetAssets: {
    method: 'GET',
    path: paths.widgetAssets,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },
  /** The appearance editor's live preview page, framed by the console on the same origin. */
  widgetPreview: {
    method: 'GET',
    path: paths.widgetPreview,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },

  // Operations
  /** 200 once the database is migrated (the server answers 503 before). */
  health: {
    method: 'GET',
    path: paths.health,
    body: undefined,
    response: returns<{ status: 'ok' }>(),
    auth: 'public',
  },
  /** The OpenAPI 3.1 document generated from this table (its JSON entries). */
  openApi: {
    method: 'GET',
    path: paths.openApi,
    body: undefined,
    response: returns<Record<string, unknown>>(),
    auth: 'public',
  },
  /**
   * The built console: its files, and index.html for any other GET path no entry serves (the SPA
   * fallback; API paths answer a JSON 404 instead). A catch-all: the API registers it last.
   */
  consoleApp: {
    method: 'GET',
    path: paths.consoleApp,
    body: undefined,
    response: returnsFile(),
    auth: 'public',
  },

  // Every declared resource's list, get, create, update, delete (+ search, clone): resources/index.ts
  ...resourceEndpoints,
  // PBX numbers beside the users and extensions
  presentationNumbers: {
    method: 'GET',
    path: '/admin/xpbx/number',
    body: undefined,
    response: returns<PresentationNumber[]>(),
    auth: 'verified',
    access: 'members',
  },
  /** Extensions no user has yet. */
  freeExtensions: {
    method: 'GET',
    path: '/admin/xpbx/free/extension',
    body: undefined,
    response: returns<Extension[]>(),
    auth: 'verified',
  },
  /** Extensions no user has yet, plus the one user :id has (for the edit dialog's dropdown). */
  freeExtensionsForUser: {
    method: 'GET',
    path: '/admin/xpbx/free/extension/:id',
    body: undefined,
    response: returns<Extension[]>(),
    auth: 'verified',
  },

  // Call flows and their versions: activate, restore, diff, simulate (flows-endpoints.ts)
  ...flowEndpoints,
  // API keys and webhook endpoints (integrations-endpoints.ts)
  ...integrationsEndpoints,
  // Carriers, trunks, rules, rates, destinations, routing and call records (telephony-endpoints.ts)
  ...telephonyEndpoints,
  // Sound files, voicemail and timeslots (media-endpoints.ts)
  ...mediaEndpoints,
  // Queues with their options, ring groups with their members (queue-endpoints.ts)
  ...queueEndpoints,
  // Live call events, live calls and the PBX home (call-events.ts)
  ...callEventEndpoints,
  // The call centre's wallboard of a queue (wallboard.ts)
  ...wallboardEndpoints,
  // What the SIP switch asks and reports with its switch token (switch.ts)
  ...switchEndpoints,
  // The PBX reports: calls with their legs, messages, exports (call-reports.ts)
  ...callReportEndpoints,
  // Sending templates, sender verification, the message log (messaging-endpoints.ts)
  ...messagingEndpoints,
  // The PBX phone book's import (pbx-contacts-endpoints.ts)
  ...pbxContactEndpoints,
  // The public site's pages and files (site-endpoints.ts)
  ...siteEndpoints,
  // The account's PBX settings (pbx-settings.ts)
  ...pbxSettingsEndpoints,
  // Coverage and prices, number orders, rented numbers (virtual-numbers.ts)
  ...virtualNumberEndpoints,
  // The virtual number area's dashboard (virtual-number-dashboard.ts)
  ...virtualNumberDashboardEndpoints,
  // The service plans and the administrator's price list edits (tariffs-endpoints.ts)
  ...tariffEndpoints,
  // The administrator's dashboard and the ledger of every account (xadmin.ts)
  ...xadminEndpoints,
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Entries answering files rather than JSON: loaded by URL, never called through the api-client. */
export type FileEndpointName = {
  [N in EndpointName]: Endpoints[N]['response'] extends ReturnsFile ? N : never;
}[EndpointName];

/** Entries answering server-sent events: read through the api-client's `stream()`, never `call`. */
export type EventsEndpointName = {
  [N in EndpointName]: Endpoints[N]['response'] extends ReturnsEvents<unknown> ? N : never;
}[EndpointName];
