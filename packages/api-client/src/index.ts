// Area options beyond the resources' own, built where their screens need them (not in `queries` /
// `mutations`, which every page's first load builds): their keys name the area's resources.
export {
  callReportKeys,
  callReportMutations,
  callReportQueries,
  type DownloadProgress,
  downloadExport,
} from './callReports.js';
export type {
  Body,
  CallArgs,
  CallInput,
  CallName,
  CallResult,
  EndpointFunctions,
  SessionEndpointName,
} from './calls.js';
export { sessionEndpoints } from './calls.js';
export { decodeClaims, expiresWithin } from './claims.js';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  DEFAULT_LOGOUT_STATUSES,
  DEFAULT_TIMEOUT_MS,
  type LoginType,
  type LogoutReason,
  REFRESH_THRESHOLD_MS,
  type SessionEvent,
  type StreamInput,
} from './client.js';
export {
  ApiError,
  type ApiErrorInit,
  ApiNetworkError,
  ApiTimeoutError,
  type FieldMessages,
  hasFieldErrors,
  TIMEOUT_MESSAGE,
} from './errors.js';
export { flowKeys, flowMutations, flowQueries } from './flows.js';
export { mediaKeys, mediaMutations, mediaQueries } from './media.js';
export { messagingKeys, messagingMutations, messagingQueries } from './messaging.js';
export { TokenizeError, type TokenizeOptions, tokenizeCard } from './payments.js';
export { LIVE_CALLS_POLL_MS, pbxHomeKeys, pbxHomeQueries } from './pbxHome.js';
export { pbxSettingsKeys, pbxSettingsMutations, pbxSettingsQueries } from './pbxSettings.js';
export { type MutationVariables, mutationFor, mutations, queries, queryKeys } from './queries.js';
export {
  type BulkDeleteResult,
  type CreateBodyOf,
  type IdParams,
  type ResourceMutations,
  type ResourceQueries,
  type ResourceRow,
  resourceKeys,
  resourceMutations,
  resourceQueries,
  type ScopeArgs,
  type SearchBodyOf,
  type UpdateBodyOf,
} from './resources.js';
export type { PairKind } from './session.js';
export {
  defaultStorages,
  memoryStorage,
  type SessionStorages,
  type StorageLike,
  storageKeys,
} from './storage.js';
export { switchKeys, switchMutations, switchQueries } from './switch.js';
export { tariffKeys, tariffMutations, tariffQueries } from './tariffs.js';
export { telephonyMutations } from './telephony.js';
export {
  PENDING_ORDERS_POLL_MS,
  settleAnsweredOrders,
  virtualNumberKeys,
  virtualNumberMutations,
  virtualNumberQueries,
} from './virtualNumbers.js';
export { widgetMutations } from './widgets.js';
export { xadminKeys, xadminMutations, xadminQueries } from './xadmin.js';
