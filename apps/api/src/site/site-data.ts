/**
 * What the public pages show, read with the functions the JSON endpoints answer with
 * (routes/reference.ts: GET /admin/subscription-plans, /admin/tariff-types, /admin/tariff/:type), so
 * a page never shows other prices than the API. When plans and tariffs move into the database, the
 * three reads below change with the endpoints' and nothing else here does.
 */
import type { SubscriptionPlan, Tariff, TariffType } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { SUBSCRIPTION_PLANS, TARIFF_TYPES, tariffsOf } from '../reference/tariffs.js';

export interface SiteReads {
  plans(): Promise<SubscriptionPlan[]>;
  tariffTypes(): Promise<TariffType[]>;
  /** null: no such type. */
  tariffs(type: string): Promise<Tariff[] | null>;
}

export function siteReads(_deps: Pick<Deps, 'db'>): SiteReads {
  return {
    plans: async () => SUBSCRIPTION_PLANS,
    tariffTypes: async () => TARIFF_TYPES,
    tariffs: async (type) => tariffsOf(type),
  };
}
