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
  type Auth,
  type BodyOf,
  buildPath,
  type Endpoint,
  type Method,
  type PathParamNames,
  type PathParams,
  type ResponseOf,
  type Returns,
  returns,
} from './endpoint.js';
export { type EndpointName, type Endpoints, endpoints } from './endpoints.js';
export type { Account, CompanyInfo, Profile, UserInfo, UserType } from './entities/account.js';
export type { AccessTokenClaims, LoginResponse, SubjectKind, TokenPair } from './entities/auth.js';
export type { Flag, Timestamp } from './entities/common.js';
export type { Extension, IdResponse, PbxUser, PresentationNumber } from './entities/pbx.js';
export { type Country, TIMEZONE_PLACEHOLDER, type Timezone } from './entities/reference.js';
export type { ErrorBody, MessageResponse, ValidationErrorBody } from './entities/responses.js';
export { apiMessages } from './messages.js';
