import { NOTICES, ruled, termsError } from '@switchboard/forms';
import { define, type Infer, type } from 'superstruct';
import { id, PASSWORD_RULES, remember, text } from './fields.js';

/** POST /admin/register. The terms box must be ticked (true, 'true', '1', 'on' or 'yes'). */
export const registerBody = type({
  name: text('required|between:2-100'),
  email: text('required|email|between:3-254'),
  password: text(PASSWORD_RULES),
  password_confirmation: text('required|match:password'),
  terms: define<boolean | string | number>('terms', (value) => termsError(value) ?? true),
});
export type RegisterBody = Infer<typeof registerBody>;

/** POST /admin/root-login: the account owner. `remember` keeps the session for 30 days instead of one. */
export const rootLoginBody = type({
  email: text('required|email'),
  password: text('required'),
  remember: remember(),
});
export type RootLoginBody = Infer<typeof rootLoginBody>;

/** POST /admin/user-login: a user within an account; `client_id` is the account's id. */
export const userLoginBody = type({
  username: text('required'),
  password: text('required'),
  client_id: ruled(id(), 'required', { labels: { client_id: 'Client ID' } }),
  remember: remember(),
});
export type UserLoginBody = Infer<typeof userLoginBody>;

/** PUT /admin/profile/reset-password: the token from the emailed link and the new password twice. */
export const resetPasswordBody = type({
  token: text('required'),
  password: text(PASSWORD_RULES),
  password_confirmation: text('required|match:password'),
});
export type ResetPasswordBody = Infer<typeof resetPasswordBody>;

/** The form-level text of a missing terms acceptance, for clients that show it as a notice. */
export const TERMS_NOTICE = NOTICES.acceptTerms;
