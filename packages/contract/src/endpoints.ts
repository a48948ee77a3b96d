/**
 * Every endpoint of the API in one table: name → method, spec §7 path, body struct, response type
 * and who may call it. The server registers its routes and validates bodies from here; the
 * api-client derives one typed call per entry. Paths are written exactly once, here.
 */

import { registerBody, resetPasswordBody, rootLoginBody, userLoginBody } from './bodies/auth.js';
import { createExtensionBody, updateExtensionBody } from './bodies/extensions.js';
import { createPbxUserBody, searchPbxUsersBody, updatePbxUserBody } from './bodies/pbx-users.js';
import { changePasswordBody, updateCompanyBody, updateProfileBody } from './bodies/profile.js';
import { supportMessageBody } from './bodies/support.js';
import { imageUploadBody } from './bodies/uploads.js';
import { type Endpoint, returns } from './endpoint.js';
import type { Profile } from './entities/account.js';
import type { LoginResponse, TokenPair } from './entities/auth.js';
import type { Extension, IdResponse, PbxUser, PresentationNumber } from './entities/pbx.js';
import type { Country, Timezone } from './entities/reference.js';
import type { MessageResponse } from './entities/responses.js';

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
