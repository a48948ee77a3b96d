import { integerIn } from '@switchboard/forms';
import { coerce, type Infer, literal, nullable, optional, string, type, union } from 'superstruct';
import { digits, flag, optionalId, optionalText, PASSWORD_RULES, text } from './fields.js';

/** An internal number: 2 to 10 digits. */
export const EXTENSION_RULES = 'required|between:2-10';

/** Status defaults to 1 (spec §9): '' and null mean "the default". */
const status = () => optional(coerce(integerIn(), union([literal(''), literal(null)]), () => 1));

/** The 'Select number' placeholder and '' mean no presentation number (null). */
const presentationNumber = () =>
  optional(coerce(nullable(string()), union([literal(''), literal('Select number')]), () => null));

/** POST /admin/xpbx/extension. is_active and status default to 1. */
export const createExtensionBody = type({
  extension: digits(EXTENSION_RULES),
  password: text(PASSWORD_RULES),
  description: optionalText('between:0-200'),
  is_active: optional(flag()),
  status: status(),
  presentation_number: presentationNumber(),
  /** One of the account's domains; null (or left out of a create): the default domain. */
  domain_id: optionalId(),
});
export type CreateExtensionBody = Infer<typeof createExtensionBody>;

/**
 * PUT /admin/xpbx/extension/:id. Everything optional: a null or left-out extension and an empty
 * password keep the stored values; an empty description clears it (spec §5).
 */
export const updateExtensionBody = type({
  extension: optional(nullable(digits(EXTENSION_RULES.replace('required|', '')))),
  password: optionalText('between:8-64'),
  description: optionalText('between:0-200'),
  is_active: optional(flag()),
  status: status(),
  presentation_number: presentationNumber(),
  /** One of the account's domains; null (or left out of a create): the default domain. */
  domain_id: optionalId(),
});
export type UpdateExtensionBody = Infer<typeof updateExtensionBody>;
