/**
 * Request bodies → the stored widget parts, with spec §3/§9 defaults filled in: what is left out of
 * a contact or department gets the defaults, slugs derive from titles and names, appearance and
 * sidebar saves change only the fields sent, languages follow the rules of spec §4, blacklist
 * entries are normalised (ipaddr.js) and countries must be real ISO codes.
 */
import {
  APPEARANCE_FIELDS,
  type Appearance,
  type Contact,
  type ContactOptions,
  type CreateWidgetBody,
  type Department,
  defaultOpeningHours,
  type Multilanguage,
  normalizeMultilanguage,
  type OpeningHours,
  onlyKnownKeys,
  SIDEBAR_FIELDS,
  type Sidebar,
  toSlug,
  type WidgetConfig,
  type WidgetContactsBody,
  widgetDefaults,
} from '@switchboard/contract';
import { countries } from 'countries-list';
import ipaddr from 'ipaddr.js';
import { invalid } from '../lib/http-error.js';

type ContactInput = WidgetContactsBody['contacts'][number];
type DepartmentInput = NonNullable<ContactInput['departments']>[number];
type OptionsInput = Partial<ContactOptions> | undefined;

const clone = <T>(value: T): T => structuredClone(value);

function contactOptions(input: OptionsInput): ContactOptions {
  if (!input) return clone(widgetDefaults.contactOptions);
  return {
    phoneCalls: input.phoneCalls ?? false,
    requestCallback: input.requestCallback ?? false,
    chat: input.chat ?? false,
    email: input.email ?? false,
    videoCalls: input.videoCalls ?? false,
  };
}

const hours = (input: OpeningHours | undefined): OpeningHours => clone(input ?? defaultOpeningHours());

function department(input: DepartmentInput): Department {
  const name = input.name.trim();
  return {
    id: input.id,
    name,
    slug: input.slug?.trim() ? toSlug(input.slug) : toSlug(name),
    contactOptions: contactOptions(input.contactOptions),
    email: input.email?.trim() ?? '',
    phoneNumber: input.phoneNumber?.trim() ?? '',
    openingHours: hours(input.openingHours),
  };
}

/** The whole contact list as stored and answered. */
export function normalizeContacts(input: readonly ContactInput[]): Contact[] {
  return input.map((contact) => {
    const title = contact.mainSettings.title.trim();
    return {
      id: contact.id,
      slug: contact.slug?.trim() ? toSlug(contact.slug) : toSlug(title),
      mainSettings: {
        title,
        email: contact.mainSettings.email?.trim() ?? '',
        phoneNumber: contact.mainSettings.phoneNumber?.trim() ?? '',
        contactOptions: contactOptions(contact.mainSettings.contactOptions),
      },
      openingHours: hours(contact.openingHours),
      timezone: contact.timezone ?? null,
      address: {
        country: contact.address?.country?.trim() ?? '',
        state: contact.address?.state?.trim() ?? '',
        street: contact.address?.street?.trim() ?? '',
        postCode: contact.address?.postCode?.trim() ?? '',
      },
      departments: (contact.departments ?? []).map(department),
    };
  });
}

/** Fields sent replace the stored ones; the rest stay. */
// Only known settings survive a merge, so keys stored before the bodies dropped unknown ones go
// away on the next save and the stored object stays bounded.
export function mergeSidebar(current: Sidebar, patch: Partial<Sidebar> | undefined): Sidebar {
  return onlyKnownKeys({ ...current, ...withoutUndefined(patch ?? {}) }, SIDEBAR_FIELDS);
}

export function mergeAppearance(current: Appearance, patch: Partial<Appearance> | undefined): Appearance {
  return onlyKnownKeys({ ...current, ...withoutUndefined(patch ?? {}) }, APPEARANCE_FIELDS);
}

export function mergeConfig(current: WidgetConfig, patch: Partial<WidgetConfig> | undefined): WidgetConfig {
  return { ...current, ...withoutUndefined(patch ?? {}) };
}

export function mergeMultilanguage(
  current: Multilanguage,
  patch: Partial<Multilanguage> | undefined,
): Multilanguage {
  return normalizeMultilanguage({ ...current, ...withoutUndefined(patch ?? {}) });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Countries must be ISO codes `countries-list` knows; repeats are dropped. */
export function checkCountries(codes: readonly string[], field: string): string[] {
  codes.forEach((code, index) => {
    if (!Object.hasOwn(countries, code)) throw invalid(`${field}.${index}`, 'Enter valid Country');
  });
  return [...new Set(codes)];
}

/**
 * Blacklist entries in one canonical form (IPv6 compressed per RFC 5952, ranges on their network
 * address: `10.1.2.3/8` → `10.0.0.0/8`); repeats are dropped.
 */
export function normalizeBlacklist(entries: readonly string[], field: string): string[] {
  const normalized = entries.map((entry, index) => {
    try {
      if (entry.includes('/')) {
        const [address, bits] = ipaddr.parseCIDR(entry);
        const network =
          address.kind() === 'ipv4'
            ? ipaddr.IPv4.networkAddressFromCIDR(entry)
            : ipaddr.IPv6.networkAddressFromCIDR(entry);
        return `${canonical(network)}/${bits}`;
      }
      return canonical(ipaddr.process(entry));
    } catch {
      throw invalid(`${field}.${index}`, 'Enter valid IP address or range');
    }
  });
  return [...new Set(normalized)];
}

function canonical(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  return address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString();
}

/** Everything a new widget stores besides ids and stamps: the body over the defaults. */
export function newWidgetParts(input: CreateWidgetBody) {
  return {
    name: input.name.trim(),
    timezone: input.timezone ?? widgetDefaults.timezone,
    isActive: input.is_active ?? widgetDefaults.is_active,
    plan: input.plan ?? widgetDefaults.plan,
    planCategory: input.plan_category ?? widgetDefaults.plan_category,
    billingPeriod: input.billing_period ?? widgetDefaults.billing_period,
    contacts: normalizeContacts(input.contacts ?? []),
    sidebar: mergeSidebar(clone(widgetDefaults.sidebar), input.sidebar),
    appearance: mergeAppearance(clone(widgetDefaults.appearance), input.appearance as Partial<Appearance>),
    multilanguage: mergeMultilanguage(clone(widgetDefaults.multilanguage), input.multilanguage),
    countries: checkCountries(input.my_country ?? [], 'my_country'),
    ipBlacklist: normalizeBlacklist(input.ip_blacklist ?? [], 'ip_blacklist'),
    config: mergeConfig(clone(widgetDefaults.config), input.config),
  };
}
