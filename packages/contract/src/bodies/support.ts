import { ruled, termsError } from '@switchboard/forms';
import { define, enums, type Infer, nullable, optional, string, type } from 'superstruct';
import { id, text } from './fields.js';

/** Support departments (spec §1). */
export const SUPPORT_DEPARTMENTS = ['Sales', 'Support'] as const;

/** POST /admin/profile/storeProfileSupport. */
export const supportMessageBody = type({
  support_service: text('required|between:1-100'),
  support_department: ruled(enums(SUPPORT_DEPARTMENTS), 'required'),
  support_message: text('required|between:1-5000'),
});
export type SupportMessageBody = Infer<typeof supportMessageBody>;

/**
 * POST /admin/contact: the public site's contact form. `website` is a honeypot the page hides from
 * people: a bot that fills it is answered as a success and nothing is kept.
 */
export const contactMessageBody = type({
  name: text('required|between:2-100'),
  email: text('required|email|between:3-254'),
  department: ruled(enums(SUPPORT_DEPARTMENTS), 'required'),
  message: text('required|between:10-5000'),
  terms: define<boolean | string | number>('terms', (value) => termsError(value) ?? true),
  website: optional(string()),
});
export type ContactMessageBody = Infer<typeof contactMessageBody>;

/**
 * PUT /admin/provider-widget: which of the administrator's own widgets the console shows on the
 * profile pages as the provider's support channel (spec §2 Profile area); null: none.
 */
export const providerWidgetBody = type({ widget_id: nullable(id()) });
export type ProviderWidgetBody = Infer<typeof providerWidgetBody>;

/** The provider's support widget the profile pages load, by its public key; null: none is set. */
export interface ProviderWidget {
  public_key: string | null;
}
