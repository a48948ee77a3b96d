import type { TextKey, Texts } from '@switchboard/widget-embed/i18n';

export type FormKind = 'callback' | 'message' | 'email';
export type FieldName = 'name' | 'email' | 'phone' | 'subject' | 'message' | 'attachment' | 'terms';

/** The visitor form's fields (spec §3) per form, in display order. */
export const FORM_FIELDS: Record<FormKind, FieldName[]> = {
  callback: ['name', 'phone', 'terms'],
  message: ['name', 'email', 'message', 'terms'],
  email: ['name', 'email', 'subject', 'message', 'attachment', 'terms'],
};

/** Spec §9: email attachments up to 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Spec §9: text inputs default to maxlength 200; the phone input to 20. */
export const TEXT_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 20;

export interface FormValues {
  name?: string;
  email?: string;
  phone?: string;
  subject?: string;
  message?: string;
  attachment?: File | null;
  terms?: boolean;
}

export type FieldErrors = Partial<Record<FieldName, string>>;

/** Spec §5 email: text, at-sign, text, dot, text. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** International format: a plus, then 7 to 15 digits not starting with 0 (E.164). */
const PHONE = /^\+[1-9]\d{6,14}$/;

/** The phone input keeps only digits and one leading plus (spec §5, numbers-only key restriction). */
export function phoneInput(value: string): string {
  const plus = value.trim().startsWith('+') ? '+' : '';
  return plus + value.replace(/\D/g, '');
}

/** One message per field (the first rule that fails), in the widget's language. */
export function validate(kind: FormKind, values: FormValues, { t }: Texts): FieldErrors {
  const errors: FieldErrors = {};
  const label = (field: TextKey) => ({ field: t(field) });
  for (const field of FORM_FIELDS[kind]) {
    if (field === 'terms') {
      if (values.terms !== true) errors.terms = t('termsRequired');
      continue;
    }
    if (field === 'attachment') {
      const file = values.attachment;
      if (file && file.size > MAX_ATTACHMENT_BYTES) errors.attachment = t('fileTooLarge');
      continue;
    }
    const text = (values[field] || '').trim();
    if (!text) errors[field] = t('required', label(field));
    else if (field === 'email' && !EMAIL.test(text)) errors.email = t('emailInvalid', label('email'));
    else if (field === 'phone') {
      const compact = text.replace(/[\s().-]/g, '');
      if (!compact.startsWith('+')) errors.phone = t('phoneCountryCode');
      else if (compact.length > PHONE_MAX_LENGTH || !PHONE.test(compact)) errors.phone = t('phoneIncorrect');
    }
  }
  return errors;
}
