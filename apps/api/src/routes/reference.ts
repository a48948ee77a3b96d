/** Reference lists: time zones, countries, tariffs and plans. Public and cacheable. */
import { endpoints as ep, type Timezone } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { countryList } from '../reference/countries.js';
import { timezoneList } from '../reference/timezones.js';
import { priceList, tariffsOf } from '../tariffs/price-list.js';

/**
 * An administrator's edit shows on the next read (the API keeps the list in memory, so asking
 * again costs no database read); a copy kept by a browser or CDN would show old prices.
 */
const PRICES_CACHE = 'no-cache';

export default function referenceRoutes(deps: Deps) {
  // Offsets move with daylight saving: recompute at most hourly.
  let cached: { hour: number; list: Timezone[] } | null = null;
  const timezones = () => {
    const now = deps.clock.now();
    const hour = Math.floor(now.getTime() / 3_600_000);
    if (cached?.hour !== hour) cached = { hour, list: timezoneList(now) };
    return cached.list;
  };
  const countries = countryList();

  return contractRoutes(deps)
    .on(ep.timezones, (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(timezones());
    })
    .on(ep.countries, (c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.json(countries);
    })
    .on(ep.tariffTypes, async (c) => {
      c.header('Cache-Control', PRICES_CACHE);
      return c.json((await priceList(deps.db)).types);
    })
    .on(ep.tariffs, async (c) => {
      const tariffs = await tariffsOf(deps.db, c.req.param('type') ?? '');
      if (!tariffs) throw notFound();
      c.header('Cache-Control', PRICES_CACHE);
      return c.json(tariffs);
    })
    .on(ep.subscriptionPlans, async (c) => {
      c.header('Cache-Control', PRICES_CACHE);
      return c.json((await priceList(deps.db)).plans);
    })
    .on(ep.servicePlans, async (c) => {
      c.header('Cache-Control', PRICES_CACHE);
      return c.json((await priceList(deps.db)).servicePlans);
    }).app;
}
