import type { FieldErrors, RuleMap } from '../types.js';
import { validate } from '../validate.js';

export const PASSWORD_CHANGE_RULES: RuleMap = {
  user_old_pwd: 'required',
  user_new_pwd: 'required',
  user_retype_pwd: 'required|match:user_new_pwd',
};

export const PASSWORD_CHANGE_LABELS: Record<string, string> = {
  user_old_pwd: 'Old password',
  user_new_pwd: 'New password',
  user_retype_pwd: 'Retyped password',
};

export interface PasswordChangeValues {
  user_old_pwd?: unknown;
  user_new_pwd?: unknown;
  user_retype_pwd?: unknown;
}

/** A mismatch lands on `user_retype_pwd` as 'The passwords must be the same!'. */
export function passwordChangeErrors(values: PasswordChangeValues): FieldErrors {
  return validate({ ...values }, PASSWORD_CHANGE_RULES, { labels: PASSWORD_CHANGE_LABELS });
}
