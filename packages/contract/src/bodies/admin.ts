/** The administrator's bodies: the accounts directory's search, and acting as a user. */
import { integerIn, ruled } from '@switchboard/forms';
import { type Infer, optional, type } from 'superstruct';
import { optionalText, text } from './fields.js';

/** POST /admin/accounts/search: part of the owner's name, e-mail or company; pages of 25 from 1. */
export const accountSearchBody = type({
  search: optionalText('between:0-100'),
  page: optional(ruled(integerIn(1, 100000), '')),
});
export type AccountSearchBody = Infer<typeof accountSearchBody>;

/** POST /admin/user-login/:id: why the administrator acts as the user (audited, shown to the owner). */
export const impersonateBody = type({
  reason: text('required|between:3-500'),
});
export type ImpersonateBody = Infer<typeof impersonateBody>;
