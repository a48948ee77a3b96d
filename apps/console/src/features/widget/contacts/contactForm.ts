import {
  type Contact,
  type ContactOptions,
  type Department,
  defaultOpeningHours,
  type OpeningHours,
  toSlug,
  widgetDefaults,
} from '@switchboard/contract';

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
