import { type Contact, WEEKDAYS, type Weekday, widgetContactsBody } from '@switchboard/contract';
import type { FieldErrors } from '@switchboard/forms';
import { contractErrors } from '#features/forms/contractErrors';

// Apart from the form's values (contactForm.ts): the contract's check brings the phone number
// metadata, which loads with the office and department dialogs, not with their lists.

/** Where an error that names no field of the dialog shows: above the fields. */
export const FORM_ERROR = '_form';

/** The dialog's field for a path inside one contact or department ('mainSettings.email' → 'email'). */
function fieldOf(path: string): string {
  const parts = path.replace(/^(mainSettings|address)\./, '').split('.');
  const [first = '', second] = parts;
  if (first === 'title') return 'name';
  if (first === 'openingHours' && second && (WEEKDAYS as readonly string[]).includes(second)) {
    return `openingHours.${second}`;
  }
  return KNOWN_FIELDS.has(first) ? first : FORM_ERROR;
}

const KNOWN_FIELDS = new Set([
  'name',
  'email',
  'phoneNumber',
  'timezone',
  'country',
  'state',
  'street',
  'postCode',
]);

/**
 * Errors of the whole list (the contract's check, or a 422 answer) keyed like
 * `contacts.0.mainSettings.email`, as errors of the dialog editing the item at `prefix`
 * (`contacts.0.` or `contacts.0.departments.2.`). Errors elsewhere in the list show as one notice.
 */
export function dialogErrors(errors: Record<string, string | string[]>, prefix: string): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (!message) continue;
    const field = key.startsWith(prefix) ? fieldOf(key.slice(prefix.length)) : FORM_ERROR;
    result[field] ??= message;
  }
  return result;
}

const listErrors = contractErrors(widgetContactsBody);

/** The contract's verdict on the whole list to be sent, as the dialog's errors. */
export const checkList = (contacts: Contact[], prefix: string) =>
  dialogErrors(listErrors({ contacts }), prefix);

/** The opening-hours errors of a dialog, per day, for the kit's OpeningHours. */
export function dayErrors(errors: FieldErrors): Partial<Record<Weekday, string>> {
  const result: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const message = errors[`openingHours.${day}`];
    if (message) result[day] = message;
  }
  return result;
}
