import { type Infer, optional, type } from 'superstruct';
import { flag, optionalId, optionalText, PASSWORD_RULES, text, timezone } from './fields.js';

/** The username rule of the users dialog (spec §5); unique per account, checked by the server. */
export const USERNAME_RULES = 'required|nospace|between:3-20';

/** POST /admin/xpbx/user. Username, description and password are required; the rest may be left out. */
export const createPbxUserBody = type({
  username: text(USERNAME_RULES),
  description: text('required|between:1-200'),
  password: text(PASSWORD_RULES),
  is_active: optional(flag()),
  extension_id: optionalId(),
  timezone: timezone(),
  /** One of the account's domains; null (or left out of a create): the default domain. */
  domain_id: optionalId(),
});
export type CreatePbxUserBody = Infer<typeof createPbxUserBody>;

/**
 * PUT /admin/xpbx/user/:id. Every field is optional; a left-out or empty password keeps the old one.
 * The console also sends `extension` (the row's display value); it is ignored.
 */
export const updatePbxUserBody = type({
  username: optionalText(USERNAME_RULES.replace('required|', '')),
  description: optionalText('between:0-200'),
  password: optionalText('between:8-64'),
  is_active: optional(flag()),
  extension_id: optionalId(),
  timezone: timezone(),
  /** One of the account's domains; null (or left out of a create): the default domain. */
  domain_id: optionalId(),
});
export type UpdatePbxUserBody = Infer<typeof updatePbxUserBody>;

/** POST /admin/xpbx/user/search: a case-insensitive substring of username or description. */
export const searchPbxUsersBody = type({
  search: optionalText('between:0-200'),
  is_active: optional(flag()),
});
export type SearchPbxUsersBody = Infer<typeof searchPbxUsersBody>;
