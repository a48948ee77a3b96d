/** Reference lists: time zones, countries, tariffs and subscription plans. Public and cacheable. */
import { endpoints as ep, type Timezone } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { countryList } from '../reference/countries.js';
import { SUBSCRIPTION_PLANS, TARIFF_TYPES, tariffsOf } from '../reference/tariffs.js';
import { timezoneList } from '../reference/timezones.js';

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
    .on(ep.tariffTypes, (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(TARIFF_TYPES);
    })
    .on(ep.tariffs, (c) => {
      const tariffs = tariffsOf(c.req.param('type') ?? '');
      if (!tariffs) throw notFound();
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(tariffs);
    })
    .on(ep.subscriptionPlans, (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(SUBSCRIPTION_PLANS);
    }).app;
}
