/** Widget rows → the contract's shapes: the owner's `Widget` and the visitors' `WidgetPublicConfig`. */
import {
  type BillingPeriod,
  publicWidgetConfig,
  type ServiceType,
  type Widget,
  type WidgetPlan,
  type WidgetPublicConfig,
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

/** The visitors' config of a stored widget: the contract's mapping, which the console's preview shares. */
export function toPublicConfig(row: WidgetRow): WidgetPublicConfig {
  return publicWidgetConfig({
    public_key: row.publicKey,
    name: row.name,
    timezone: row.timezone,
    sidebar: row.sidebar,
    appearance: row.appearance,
    multilanguage: row.multilanguage,
    config: row.config,
    contacts: row.contacts,
  });
}
