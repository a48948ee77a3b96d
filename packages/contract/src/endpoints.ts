/**
 * Every endpoint of the API in one table: name → method, spec §7 path, body struct, response type
 * and who may call it. The server registers its routes and validates bodies from here; the
 * api-client derives one typed call per entry. Paths are written exactly once, here.
 */

import { registerBody, resetPasswordBody, rootLoginBody, userLoginBody } from './bodies/auth.js';
import { createExtensionBody, updateExtensionBody } from './bodies/extensions.js';
import { createPbxUserBody, searchPbxUsersBody, updatePbxUserBody } from './bodies/pbx-users.js';
import { changePasswordBody, updateCompanyBody, updateProfileBody } from './bodies/profile.js';
import { reportFiltersBody, reportMapBody } from './bodies/reports.js';
import { supportMessageBody } from './bodies/support.js';
import { imageUploadBody } from './bodies/uploads.js';
import {
  callbackRequestBody,
  callIntentBody,
  visitorEmailBody,
  visitorMessageBody,
} from './bodies/visitor.js';
import {
  createWidgetBody,
  emptyBody,
  updateWidgetBody,
  widgetAppearanceBody,
  widgetBlacklistBody,
  widgetContactsBody,
  widgetCountriesBody,
  widgetCurrentLanguageBody,
  widgetLanguagesBody,
  widgetSidebarBody,
  widgetTranslationsBody,
} from './bodies/widget.js';
import { type Endpoint, returns } from './endpoint.js';
import type { Profile } from './entities/account.js';
import type { LoginResponse, TokenPair } from './entities/auth.js';
import type { Extension, IdResponse, PbxUser, PresentationNumber } from './entities/pbx.js';
import type { Country, SubscriptionPlan, Tariff, TariffType, Timezone } from './entities/reference.js';
import type { MapMarker, ReportFilters, StatsReport } from './entities/reports.js';
import type { AttachmentLink, MessageResponse } from './entities/responses.js';
import type {
  Contact,
  Multilanguage,
  VisitorRequestAck,
  Widget,
  WidgetPublicConfig,
} from './entities/widget.js';

export const endpoints = {
  // Auth
  register: {
    method: 'POST',
    path: '/admin/register',
    body: registerBody,
    response: returns<LoginResponse>(),
    auth: 'public',
  },
  rootLogin: {
    method: 'POST',
    path: '/admin/root-login',
    body: rootLoginBody,
    response: returns<LoginResponse>(),
    auth: 'public',
  },
  userLogin: {
    method: 'POST',
    path: '/admin/user-login',
    body: userLoginBody,
    response: returns<LoginResponse>(),
    auth: 'public',
  },
  /** Send the refresh token as the bearer; it is spent, and a spent one revokes its session. */
  refresh: {
    method: 'GET',
    path: '/admin/oauth',
    body: undefined,
    response: returns<TokenPair>(),
    auth: 'refresh',
  },
  me: { method: 'GET', path: '/admin/me', body: undefined, response: returns<Profile>(), auth: 'user' },
  logout: {
    method: 'GET',
    path: '/admin/logout',
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'user',
  },
  /** Impersonation: a pair whose access token has sub = the user and act = the admin. */
  impersonate: {
    method: 'GET',
    path: '/admin/user-login/:id',
    body: undefined,
    response: returns<TokenPair>(),
    auth: 'admin',
  },
  verifyEmail: {
    method: 'GET',
    path: '/admin/verify/:token',
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'public',
  },

  // Profile
  profile: {
    method: 'GET',
    path: '/admin/profile',
    body: undefined,
    response: returns<Profile>(),
    auth: 'user',
  },
  updateProfile: {
    method: 'PUT',
    path: '/admin/profile',
    body: updateProfileBody,
    response: returns<Profile>(),
    auth: 'user',
  },
  updateCompany: {
    method: 'PUT',
    path: '/admin/profile/company',
    body: updateCompanyBody,
    response: returns<Profile>(),
    auth: 'user',
  },
  changePassword: {
    method: 'PUT',
    path: '/admin/profile/password',
    body: changePasswordBody,
    response: returns<MessageResponse>(),
    auth: 'user',
  },
  forgotPassword: {
    method: 'GET',
    path: '/admin/profile/forgot-password/:email',
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'public',
  },
  resetPassword: {
    method: 'PUT',
    path: '/admin/profile/reset-password',
    body: resetPasswordBody,
    response: returns<MessageResponse>(),
    auth: 'public',
  },
  resendActivation: {
    method: 'GET',
    path: '/admin/profile/resend-activate',
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'user',
  },
  storeSupport: {
    method: 'POST',
    path: '/admin/profile/storeProfileSupport',
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
    path: '/admin/profile/photo',
    body: imageUploadBody,
    response: returns<Profile>(),
    auth: 'user',
  },
  /** Like uploadPhoto, for the company's logo_path. */
  uploadLogo: {
    method: 'POST',
    path: '/admin/profile/logo',
    body: imageUploadBody,
    response: returns<Profile>(),
    auth: 'user',
  },

  // Reference data
  timezones: {
    method: 'GET',
    path: '/admin/timezones',
    body: undefined,
    response: returns<Timezone[]>(),
    auth: 'public',
  },
  countries: {
    method: 'GET',
    path: '/admin/countries',
    body: undefined,
    response: returns<Country[]>(),
    auth: 'public',
  },

  /** Tariff kinds (landline and mobile calls, SMS, numbers); public like the tariffs page. */
  tariffTypes: {
    method: 'GET',
    path: '/admin/tariff-types',
    body: undefined,
    response: returns<TariffType[]>(),
    auth: 'public',
  },
  /** One tariff kind's rate per country, sorted by country name; an unknown type is a 404. */
  tariffs: {
    method: 'GET',
    path: '/admin/tariff/:type',
    body: undefined,
    response: returns<Tariff[]>(),
    auth: 'public',
  },
  /** Start, Business, Business pro, Enterprise (spec §1, §9). */
  subscriptionPlans: {
    method: 'GET',
    path: '/admin/subscription-plans',
    body: undefined,
    response: returns<SubscriptionPlan[]>(),
    auth: 'public',
  },

  // Widget (spec §7). Every call needs a verified account (else 403 apiMessages.verifyAccount).
  /** The account's widgets, oldest first; exactly one has `default: true` (the active one). */
  listWidgets: {
    method: 'GET',
    path: '/admin/widgets',
    body: undefined,
    response: returns<Widget[]>(),
    auth: 'verified',
  },
  /** 201 with the new widget; left-out fields get `widgetDefaults`. The first widget is the default. */
  createWidget: {
    method: 'POST',
    path: '/admin/widget',
    body: createWidgetBody,
    response: returns<Widget>(),
    auth: 'verified',
  },
  /** The whole widget; fields left out keep their values. */
  updateWidget: {
    method: 'PUT',
    path: '/admin/widget/:id',
    body: updateWidgetBody,
    response: returns<Widget>(),
    auth: 'verified',
  },
  /** Answers the remaining widgets; if the default one was deleted, the first remaining one is. */
  deleteWidget: {
    method: 'DELETE',
    path: '/admin/widget/:id',
    body: undefined,
    response: returns<Widget[]>(),
    auth: 'verified',
  },
  /** Marks the widget active (the default); answers the list. Send `{}`. */
  activateWidget: {
    method: 'POST',
    path: '/admin/widget/active/:id',
    body: emptyBody,
    response: returns<Widget[]>(),
    auth: 'verified',
  },
  /** Replaces the whole contact list (spec §4); answers the stored contacts (slugs filled in). */
  saveWidgetContacts: {
    method: 'POST',
    path: '/admin/widget/contacts/:widgetId',
    body: widgetContactsBody,
    response: returns<Contact[]>(),
    auth: 'verified',
  },
  /** Adds or removes languages (the whole list). */
  saveWidgetLanguages: {
    method: 'POST',
    path: '/admin/widget/languages/:widgetId',
    body: widgetLanguagesBody,
    response: returns<Multilanguage>(),
    auth: 'verified',
  },
  /** Edits translations. */
  saveWidgetTranslations: {
    method: 'PUT',
    path: '/admin/widget/languages/:widgetId',
    body: widgetTranslationsBody,
    response: returns<Multilanguage>(),
    auth: 'verified',
  },
  /** Changes the current language. */
  setWidgetLanguage: {
    method: 'PATCH',
    path: '/admin/widget/languages/:widgetId',
    body: widgetCurrentLanguageBody,
    response: returns<Multilanguage>(),
    auth: 'verified',
  },
  updateWidgetSidebar: {
    method: 'PUT',
    path: '/admin/widget/sidebar/:widgetId',
    body: widgetSidebarBody,
    response: returns<Widget>(),
    auth: 'verified',
  },
  updateWidgetAppearance: {
    method: 'PUT',
    path: '/admin/widget/appearance/:widgetId',
    body: widgetAppearanceBody,
    response: returns<Widget>(),
    auth: 'verified',
  },
  /** The country allow-list (ISO codes); [] allows every country. */
  updateWidgetCountries: {
    method: 'PUT',
    path: '/admin/widget/countries/:widgetId',
    body: widgetCountriesBody,
    response: returns<Widget>(),
    auth: 'verified',
  },
  /** The IP blacklist: IPv4, IPv6 and CIDR ranges, stored normalised. */
  updateWidgetBlacklist: {
    method: 'PUT',
    path: '/admin/widget/blacklist/:widgetId',
    body: widgetBlacklistBody,
    response: returns<Widget>(),
    auth: 'verified',
  },

  // Reports (spec §7)
  /** What reports and the map can be filtered by. */
  reportFilters: {
    method: 'GET',
    path: '/admin/reports/filter',
    body: undefined,
    response: returns<ReportFilters>(),
    auth: 'verified',
  },
  /** Markers of visitor requests located by their IP (registered before `:type`). */
  reportMap: {
    method: 'POST',
    path: '/admin/reports/map',
    body: reportMapBody,
    response: returns<MapMarker[]>(),
    auth: 'verified',
  },
  /** `:type` is calls, call-request, video-calls, emails or messages (else 404). */
  statsReport: {
    method: 'POST',
    path: '/admin/reports/:type',
    body: reportFiltersBody,
    response: returns<StatsReport>(),
    auth: 'verified',
  },
  /** A link (valid 5 minutes, no token needed) that downloads the attachment of email row `:id`. */
  reportAttachment: {
    method: 'GET',
    path: '/admin/reports/attachment/:id',
    body: undefined,
    response: returns<AttachmentLink>(),
    auth: 'verified',
  },

  // The embeddable widget's own calls: no login, any origin (CORS *), only what visitors may see.
  /** Cacheable: strong ETag, `Cache-Control: public, max-age=60, stale-while-revalidate=600`, 304. */
  widgetPublicConfig: {
    method: 'GET',
    path: '/public/widget/:publicKey',
    body: undefined,
    response: returns<WidgetPublicConfig>(),
    auth: 'public',
  },
  /** 201 once stored; 403 blacklisted IP or country not allowed, 429 too many, 422 invalid. */
  widgetCallback: {
    method: 'POST',
    path: '/public/widget/:publicKey/callback',
    body: callbackRequestBody,
    response: returns<VisitorRequestAck>(),
    auth: 'public',
  },
  widgetMessage: {
    method: 'POST',
    path: '/public/widget/:publicKey/message',
    body: visitorMessageBody,
    response: returns<VisitorRequestAck>(),
    auth: 'public',
  },
  /** multipart/form-data with an optional `attachment` up to 10 MB (413 beyond). */
  widgetEmail: {
    method: 'POST',
    path: '/public/widget/:publicKey/email',
    body: visitorEmailBody,
    response: returns<VisitorRequestAck>(),
    auth: 'public',
  },
  widgetCall: {
    method: 'POST',
    path: '/public/widget/:publicKey/call',
    body: callIntentBody,
    response: returns<VisitorRequestAck>(),
    auth: 'public',
  },
  widgetVideoCall: {
    method: 'POST',
    path: '/public/widget/:publicKey/video-call',
    body: callIntentBody,
    response: returns<VisitorRequestAck>(),
    auth: 'public',
  },

  // PBX users
  listPbxUsers: {
    method: 'GET',
    path: '/admin/xpbx/user',
    body: undefined,
    response: returns<PbxUser[]>(),
    auth: 'verified',
  },
  /** An array whose first (only) item is the user (spec §7). */
  getPbxUser: {
    method: 'GET',
    path: '/admin/xpbx/user/:id',
    body: undefined,
    response: returns<PbxUser[]>(),
    auth: 'verified',
  },
  createPbxUser: {
    method: 'POST',
    path: '/admin/xpbx/user',
    body: createPbxUserBody,
    response: returns<PbxUser>(),
    auth: 'verified',
  },
  updatePbxUser: {
    method: 'PUT',
    path: '/admin/xpbx/user/:id',
    body: updatePbxUserBody,
    response: returns<PbxUser>(),
    auth: 'verified',
  },
  deletePbxUser: {
    method: 'DELETE',
    path: '/admin/xpbx/user/:id',
    body: undefined,
    response: returns<IdResponse>(),
    auth: 'verified',
  },
  searchPbxUsers: {
    method: 'POST',
    path: '/admin/xpbx/user/search',
    body: searchPbxUsersBody,
    response: returns<PbxUser[]>(),
    auth: 'verified',
  },

  // Extensions
  listExtensions: {
    method: 'GET',
    path: '/admin/xpbx/extension',
    body: undefined,
    response: returns<Extension[]>(),
    auth: 'verified',
  },
  /** An array whose first (only) item is the extension (spec §7). */
  getExtension: {
    method: 'GET',
    path: '/admin/xpbx/extension/:id',
    body: undefined,
    response: returns<Extension[]>(),
    auth: 'verified',
  },
  createExtension: {
    method: 'POST',
    path: '/admin/xpbx/extension',
    body: createExtensionBody,
    response: returns<Extension>(),
    auth: 'verified',
  },
  updateExtension: {
    method: 'PUT',
    path: '/admin/xpbx/extension/:id',
    body: updateExtensionBody,
    response: returns<Extension>(),
    auth: 'verified',
  },
  deleteExtension: {
    method: 'DELETE',
    path: '/admin/xpbx/extension/:id',
    body: undefined,
    response: returns<IdResponse>(),
    auth: 'verified',
  },
  presentationNumbers: {
    method: 'GET',
    path: '/admin/xpbx/number',
    body: undefined,
    response: returns<PresentationNumber[]>(),
    auth: 'verified',
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
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
