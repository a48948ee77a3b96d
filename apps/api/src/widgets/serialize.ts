/** Widget rows → the contract's shapes: the owner's `Widget` and the visitors' `WidgetPublicConfig`. */
import type {
  BillingPeriod,
  PublicContact,
  ServiceType,
  Widget,
  WidgetPlan,
  WidgetPublicConfig,
} from '@switchboard/contract';
import type { widgets } from '../db/schema.js';

export type WidgetRow = typeof widgets.$inferSelect;

export function toWidget(row: WidgetRow): Widget {
  return {
    id: row.id,
    name: row.name,
    timezone: row.timezone,
    is_active: row.isActive,
    plan: row.plan as WidgetPlan,
    plan_category: row.planCategory as ServiceType,
    billing_period: row.billingPeriod as BillingPeriod,
    default: row.isDefault,
    contacts: row.contacts,
    sidebar: row.sidebar,
    appearance: row.appearance,
    multilanguage: row.multilanguage,
    my_country: row.countries,
    ip_blacklist: row.ipBlacklist,
    config: row.config,
    public_key: row.publicKey,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Only what the widget shows: titles, phone numbers, contact options, opening hours and zones. No
 * staff emails, addresses, plan, billing, country list or blacklist. Fields are listed one by one,
 * so nothing added to the stored shapes leaks by accident.
 */
export function toPublicConfig(row: WidgetRow): WidgetPublicConfig {
  const contacts: PublicContact[] = row.contacts.map((contact) => ({
    id: contact.id,
    slug: contact.slug,
    title: contact.mainSettings.title,
    phoneNumber: contact.mainSettings.phoneNumber,
    contactOptions: contact.mainSettings.contactOptions,
    openingHours: contact.openingHours,
    timezone: contact.timezone ?? row.timezone,
    departments: contact.departments.map((department) => ({
      id: department.id,
      name: department.name,
      slug: department.slug,
      phoneNumber: department.phoneNumber,
      contactOptions: department.contactOptions,
      openingHours: department.openingHours,
    })),
  }));
  return {
    public_key: row.publicKey,
    name: row.name,
    timezone: row.timezone,
    sidebar: row.sidebar,
    appearance: row.appearance,
    multilanguage: row.multilanguage,
    config: { gdpr_url: row.config.gdpr_url, terms_url: row.config.terms_url },
    contacts,
  };
}
