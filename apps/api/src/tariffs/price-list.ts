/**
 * The provider's price list as the pages read it: tariff types with their rate per country, the
 * subscription plans and the service plans (tables of db/tables/tariffs.ts). The tariffs pages,
 * the public site and every subscription read it, so it is kept in memory per database: read once
 * (concurrent first reads share that read), forgotten on every edit here (changes.ts) and, for
 * edits made by another instance, when its PostgreSQL notification arrives. `TTL_MS` only bounds
 * staleness when such a notification is lost.
 */
import {
  formatRate,
  type ServicePlan,
  type SubscriptionPlan,
  type Tariff,
  type TariffType,
  toEuro,
} from '@switchboard/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { servicePlans, subscriptionPlans, tariffRates, tariffTypes } from '../db/schema.js';
import { countryList } from '../reference/countries.js';

export interface PriceList {
  types: TariffType[];
  /** Per type id: its rate per country, sorted by country name. */
  tariffs: ReadonlyMap<string, Tariff[]>;
  plans: SubscriptionPlan[];
  servicePlans: ServicePlan[];
}

const TTL_MS = 60_000;
const countries = countryList();
const cache = new WeakMap<Database, { list: Promise<PriceList>; expiresAt: number }>();

/** Micro-units → euro, exactly as stored ('0.012000' → 0.012). */
export const rateInEuro = (micros: number): number => Number(formatRate(micros));

async function load(db: Database): Promise<PriceList> {
  const [types, rates, plans, services] = await Promise.all([
    db.select().from(tariffTypes).orderBy(asc(tariffTypes.position), asc(tariffTypes.id)),
    db.select().from(tariffRates),
    db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.position)),
    db.select().from(servicePlans).orderBy(asc(servicePlans.position)),
  ]);
  const rateOf = new Map(rates.map((row) => [`${row.tariffType} ${row.countryCode}`, row.rate]));
  const tariffs = new Map(
    types.map((type) => [
      type.id,
      countries.flatMap(({ code, name, dial_code }): Tariff[] => {
        const rate = rateOf.get(`${type.id} ${code}`);
        return rate === undefined
          ? []
          : [{ code, country: name, dial_code, rate: rateInEuro(rate), currency: 'EUR' }];
      }),
    ]),
  );
  return {
    types: types.map(({ id, name, unit }) => ({ id, name, unit })),
    tariffs,
    plans: plans.map((row) => ({
      id: row.id as SubscriptionPlan['id'],
      name: row.name,
      price_per_month: toEuro(row.priceMinor),
      price_per_month_minor: row.priceMinor,
      currency: row.currency,
      billing_period: row.billingPeriod,
      included_minutes: row.includedMinutes,
      features: row.features,
    })),
    servicePlans: services.map((row) => ({
      id: row.id as ServicePlan['id'],
      name: row.name,
      price: toEuro(row.priceMinor),
      price_minor: row.priceMinor,
      currency: row.currency,
      period_months: row.periodMonths,
    })),
  };
}

/** The price list, from memory unless an edit (or the TTL) made it forget. */
export function priceList(db: Database): Promise<PriceList> {
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && cached.expiresAt > now) return cached.list;
  const list = load(db);
  const entry = { list, expiresAt: now + TTL_MS };
  cache.set(db, entry);
  // A failed read is not kept: the next caller reads again.
  list.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return list;
}

/** Drops the list kept for `db`; the next read loads the tables again. */
export function forgetPriceList(db: Database): void {
  cache.delete(db);
}

/** One type's rate for every country it prices, sorted by name; null for an unknown type. */
export async function tariffsOf(db: Database, type: string): Promise<Tariff[] | null> {
  return (await priceList(db)).tariffs.get(type) ?? null;
}

/** The service plan `id`, or undefined for a plan the list no longer has. */
export async function servicePlanOf(db: Database, id: string): Promise<ServicePlan | undefined> {
  return (await priceList(db)).servicePlans.find((plan) => plan.id === id);
}
