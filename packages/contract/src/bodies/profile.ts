import {
  COMPANY_LABELS,
  COMPANY_RULES,
  PASSWORD_CHANGE_LABELS,
  ruled,
  vatError,
  withPhone,
} from '@switchboard/forms';
import { enums, type Infer, optional, refine, string, type } from 'superstruct';
import { nullableText, PASSWORD_RULES, text, timezone } from './fields.js';

/** Interface languages (spec §1). */
export const USER_LANGS = ['ar', 'bg', 'bn', 'de', 'en', 'es', 'ru'] as const;

/**
 * PUT /admin/profile: the personal form. Changing the email un-verifies the account and mails a
 * new verification link. The phone, when given, is international (+ and country code).
 */
export const updateProfileBody = type({
  name: text('required|between:2-100'),
  email: text('required|email|between:3-254'),
  user_phonenumber: withPhone(nullableText()),
  timezone: timezone(),
  user_lang: optional(enums(USER_LANGS)),
});
export type UpdateProfileBody = Infer<typeof updateProfileBody>;

const companyCtx = { labels: COMPANY_LABELS };
/** The shared company rules, capped at the console's 200-character inputs. */
const company = (field: keyof typeof COMPANY_RULES) =>
  text(`${COMPANY_RULES[field] ?? 'required'}|between:1-200`, companyCtx);

/** PUT /admin/profile/company: every field is required; the VAT number is letters and digits only. */
export const updateCompanyBody = type({
  company_name: company('company_name'),
  vat_number: ruled(
    refine(string(), 'vat', (value) => vatError(value) ?? true),
    `${COMPANY_RULES.vat_number ?? 'required'}|between:1-50`,
    companyCtx,
  ),
  company_address: company('company_address'),
  company_country: company('company_country'),
  company_manager: company('company_manager'),
  company_email: company('company_email'),
});
export type UpdateCompanyBody = Infer<typeof updateCompanyBody>;

const passwordCtx = { labels: PASSWORD_CHANGE_LABELS };

/** PUT /admin/profile/password. A mismatch fails `user_retype_pwd` with 'The passwords must be the same!'. */
export const changePasswordBody = type({
  user_old_pwd: ruled(string(), 'required', passwordCtx),
  user_new_pwd: ruled(string(), PASSWORD_RULES, passwordCtx),
  user_retype_pwd: ruled(string(), 'required|match:user_new_pwd', passwordCtx),
});
export type ChangePasswordBody = Infer<typeof changePasswordBody>;
