export {
  type RegisterBody,
  type ResetPasswordBody,
  type RootLoginBody,
  registerBody,
  resetPasswordBody,
  rootLoginBody,
  TERMS_NOTICE,
  type UserLoginBody,
  userLoginBody,
} from './bodies/auth.js';
export {
  type CreateExtensionBody,
  createExtensionBody,
  EXTENSION_RULES,
  type UpdateExtensionBody,
  updateExtensionBody,
} from './bodies/extensions.js';
export { isTimezone, PASSWORD_RULES } from './bodies/fields.js';
export { isIpAddress, isIpOrCidr, isIpv4, isIpv6 } from './bodies/ip.js';
export {
  type CreatePbxUserBody,
  createPbxUserBody,
  type SearchPbxUsersBody,
  searchPbxUsersBody,
  type UpdatePbxUserBody,
  USERNAME_RULES,
  updatePbxUserBody,
} from './bodies/pbx-users.js';
export {
  type ChangePasswordBody,
  changePasswordBody,
  type UpdateCompanyBody,
  type UpdateProfileBody,
  USER_LANGS,
  updateCompanyBody,
  updateProfileBody,
} from './bodies/profile.js';
export {
  isIsoTime,
  type ReportFiltersBody,
  type ReportMapBody,
  reportFiltersBody,
  reportMapBody,
} from './bodies/reports.js';
export { SUPPORT_DEPARTMENTS, type SupportMessageBody, supportMessageBody } from './bodies/support.js';
export {
  IMAGE_TYPES,
  type ImageType,
  type ImageUploadBody,
  imageUploadBody,
  isMultipartBody,
  type MultipartSpec,
  type MultipartStruct,
} from './bodies/uploads.js';
export {
  type CallbackRequestBody,
  type CallIntentBody,
  callbackRequestBody,
  callIntentBody,
  type VisitorEmailBody,
  type VisitorMessageBody,
  visitorEmailBody,
  visitorMessageBody,
} from './bodies/visitor.js';
export {
  APPEARANCE_COLOR_FIELDS,
  APPEARANCE_FIELDS,
  APPEARANCE_TEXT_FIELDS,
  type CreateWidgetBody,
  createWidgetBody,
  dayHoursError,
  type EmptyBody,
  emptyBody,
  isColor,
  onlyKnownKeys,
  SIDEBAR_FIELDS,
  type UpdateWidgetBody,
  updateWidgetBody,
  type WidgetAppearanceBody,
  type WidgetBlacklistBody,
  type WidgetContactsBody,
  type WidgetCountriesBody,
  type WidgetCurrentLanguageBody,
  type WidgetLanguagesBody,
  type WidgetSidebarBody,
  type WidgetTranslationsBody,
  widgetAppearanceBody,
  widgetBlacklistBody,
  widgetContactsBody,
  widgetCountriesBody,
  widgetCurrentLanguageBody,
  widgetLanguagesBody,
  widgetSidebarBody,
  widgetTranslationsBody,
} from './bodies/widget.js';
export {
  type Access,
  type Auth,
  accessOf,
  answersFile,
  type BodyOf,
  buildPath,
  type Endpoint,
  type Method,
  type PathParamNames,
  type PathParams,
  type ResponseOf,
  type Returns,
  type ReturnsFile,
  returns,
  returnsFile,
} from './endpoint.js';
export { type EndpointName, type Endpoints, endpoints, type FileEndpointName } from './endpoints.js';
export type { Account, CompanyInfo, Profile, UserInfo, UserType } from './entities/account.js';
export type { AccessTokenClaims, LoginResponse, SubjectKind, TokenPair } from './entities/auth.js';
export type { Flag, Timestamp } from './entities/common.js';
export type { Extension, IdResponse, PbxUser, PresentationNumber } from './entities/pbx.js';
export {
  type Country,
  type SubscriptionPlan,
  type Tariff,
  type TariffType,
  TIMEZONE_PLACEHOLDER,
  type Timezone,
} from './entities/reference.js';
export type {
  DailyCount,
  FilterOption,
  MapMarker,
  ReportFilters,
  ReportRow,
  ReportType,
  StatsReport,
} from './entities/reports.js';
export type {
  AttachmentLink,
  ErrorBody,
  MessageResponse,
  ValidationErrorBody,
} from './entities/responses.js';
export type {
  Appearance,
  AppearanceColorField,
  AppearanceTextField,
  BillingPeriod,
  ChatVisibility,
  Contact,
  ContactAddress,
  ContactMainSettings,
  ContactOptions,
  DayHours,
  Department,
  Multilanguage,
  OpeningHours,
  PublicContact,
  PublicDepartment,
  ServiceType,
  Sidebar,
  SidebarAnimation,
  SidebarColorScheme,
  TimeRange,
  TranslationMap,
  VisitorRequestAck,
  VisitorRequestType,
  Weekday,
  Widget,
  WidgetConfig,
  WidgetPlan,
  WidgetPosition,
  WidgetPublicConfig,
} from './entities/widget.js';
export { isOpenAt, type StoredOpeningHours, toMinutes, WEEKDAYS, wallClock } from './hours.js';
export { apiMessages } from './messages.js';
export { type PublicConfigSource, publicWidgetConfig } from './public-config.js';
export {
  type AnyResource,
  defineResource,
  type EntityOf,
  type Resource,
  type ResourceColumn,
  type ResourceColumnFormat,
  type ResourceDeclaration,
  type ResourceEndpoints,
  type ResourceEntry,
  type ResourceOperations,
  type UpdateVerb,
} from './resource.js';
export { extensionResource, pbxUserResource } from './resources/pbx.js';
export {
  BILLING_PERIODS,
  CHAT_VISIBILITIES,
  defaultOpeningHours,
  MAX_BLACKLIST,
  MAX_CONTACTS,
  MAX_DEPARTMENTS,
  MAX_LANGUAGES,
  MAX_RANGES_PER_DAY,
  normalizeMultilanguage,
  REPORT_TYPE_NAMES,
  REPORT_TYPES,
  REQUEST_TYPE_OF_REPORT,
  SERVICE_TYPES,
  SIDEBAR_ANIMATIONS,
  SIDEBAR_COLOR_SCHEMES,
  toSlug,
  WIDGET_PLANS,
  WIDGET_POSITIONS,
  widgetDefaults,
} from './widget-defaults.js';
