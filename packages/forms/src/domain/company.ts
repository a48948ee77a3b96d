import { isBlank } from '../emptiness.js';
import { NOTICES } from '../messages.js';
import type { FieldErrors, RuleMap } from '../types.js';
import { validate } from '../validate.js';
import { vatError } from './vat.js';

export const COMPANY_FIELDS = [
  'company_name',
  'vat_number',
  'company_address',
  'company_country',
  'company_manager',
  'company_email',
] as const;

export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = Partial<Record<CompanyField, unknown>>;

export const COMPANY_RULES: RuleMap = {
  company_name: 'required',
  vat_number: 'required',
  company_address: 'required',
  company_country: 'required',
  company_manager: 'required',
  company_email: 'required|email',
};

export const COMPANY_LABELS: Record<string, string> = { vat_number: 'VAT number' };

/** The form-level notice the company save shows when any field is empty. */
export function companyFieldsError(values: CompanyValues): string | undefined {
  return COMPANY_FIELDS.some((field) => isBlank(values[field])) ? NOTICES.fillCompanyFields : undefined;
}

/** Per-field errors, for the server's 422 answer and for marking the fields. */
export function companyErrors(values: CompanyValues): FieldErrors {
  const errors = validate({ ...values }, COMPANY_RULES, { labels: COMPANY_LABELS });
  const vat = vatError(values.vat_number);
  if (vat && !errors.vat_number) errors.vat_number = vat;
  return errors;
}
