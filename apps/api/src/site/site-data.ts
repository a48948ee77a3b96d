/**
 * What the public pages show, read through the price list the JSON endpoints answer from
 * (routes/reference.ts: GET /admin/subscription-plans, /admin/tariff-types, /admin/tariff/:type), so
 * a page never shows other prices than the API. An edit forgets the rendered pages
 * (page-cache.ts subscribes to the price list's changes).
 */
import type { SubscriptionPlan, Tariff, TariffType } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { priceList, tariffsOf } from '../tariffs/price-list.js';

export interface SiteReads {
  plans(): Promise<SubscriptionPlan[]>;
  tariffTypes(): Promise<TariffType[]>;
  /** null: no such type. */
  tariffs(type: string): Promise<Tariff[] | null>;
}

export function siteReads(deps: Pick<Deps, 'db'>): SiteReads {
  return {
    plans: async () => (await priceList(deps.db)).plans,
    tariffTypes: async () => (await priceList(deps.db)).types,
    tariffs: (type) => tariffsOf(deps.db, type),
  };
}
