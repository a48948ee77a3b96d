import {
  type Contact,
  type ContactOptions,
  type Department,
  defaultOpeningHours,
  type OpeningHours,
  toSlug,
  WEEKDAYS,
  type Weekday,
  widgetContactsBody,
  widgetDefaults,
} from '@switchboard/contract';
import type { FieldErrors } from '@switchboard/forms';
import { contractErrors } from '../../forms/contractErrors';

/**
 * What the office and department dialogs edit. Both share the main settings and opening hours;
 * the time zone and address are an office's only.
 */
export type ContactFormValues = {
  /** An office's title, a department's name. */
  name: string;
  email: string;
  phoneNumber: string;
  contactOptions: ContactOptions;
  openingHours: OpeningHours;
  timezone: string | null;
  country: string | null;
  state: string;
  street: string;
  postCode: string;
};

/** Where an error that names no field of the dialog shows: above the fields. */
export const FORM_ERROR = '_form';

const LOCATION = { timezone: null, country: null, state: '', street: '', postCode: '' } as const;

export function officeValues(contact: Contact | null): ContactFormValues {
  if (!contact) {
    return {
      name: '',
      email: '',
      phoneNumber: '',
      contactOptions: { ...widgetDefaults.contactOptions },
      openingHours: defaultOpeningHours(),
      ...LOCATION,
    };
  }
  const { mainSettings, address } = contact;
  return {
    name: mainSettings.title,
    email: mainSettings.email,
    phoneNumber: mainSettings.phoneNumber,
    contactOptions: mainSettings.contactOptions,
    openingHours: contact.openingHours,
    timezone: contact.timezone,
    country: address.country || null,
    state: address.state,
    street: address.street,
    postCode: address.postCode,
  };
}

export function departmentValues(department: Department | null): ContactFormValues {
  return {
    name: department?.name ?? '',
    email: department?.email ?? '',
    phoneNumber: department?.phoneNumber ?? '',
    contactOptions: department?.contactOptions ?? { ...widgetDefaults.contactOptions },
    openingHours: department?.openingHours ?? defaultOpeningHours(),
    ...LOCATION,
  };
}

/** The office to send; `id` is its own, or one made on the client for a new one (spec §3). */
export function toContact(values: ContactFormValues, id: string, existing: Contact | null): Contact {
  const title = values.name.trim();
  return {
    id,
    slug: toSlug(title),
    mainSettings: {
      title,
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim(),
      contactOptions: values.contactOptions,
    },
    openingHours: values.openingHours,
    timezone: values.timezone,
    address: {
      country: values.country ?? '',
      state: values.state.trim(),
      street: values.street.trim(),
      postCode: values.postCode.trim(),
    },
    departments: existing?.departments ?? [],
  };
}

export function toDepartment(values: ContactFormValues, id: string): Department {
  const name = values.name.trim();
  return {
    id,
    name,
    slug: toSlug(name),
    contactOptions: values.contactOptions,
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    openingHours: values.openingHours,
  };
}

/** The list with the item at `index` replaced, or appended when `index` is the list's length. */
export function withItem<T>(list: readonly T[], index: number, item: T): T[] {
  const next = [...list];
  next[index] = item;
  return next;
}

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
