/** Reference lists: time zones, countries, tariffs and subscription plans. Public and cacheable. */
import { endpoints as ep, type Timezone } from '@switchboard/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Deps } from '../deps.js';
import { notFound } from '../lib/http-error.js';
import { countryList } from '../reference/countries.js';
import { SUBSCRIPTION_PLANS, TARIFF_TYPES, tariffsOf } from '../reference/tariffs.js';
import { timezoneList } from '../reference/timezones.js';

export function referenceRoutes(deps: Deps) {
  // Offsets move with daylight saving: recompute at most hourly.
  let cached: { hour: number; list: Timezone[] } | null = null;
  const timezones = () => {
    const now = deps.clock.now();
    const hour = Math.floor(now.getTime() / 3_600_000);
    if (cached?.hour !== hour) cached = { hour, list: timezoneList(now) };
    return cached.list;
  };
  const countries = countryList();

  return new Hono<AppEnv>()
    .on(ep.timezones.method, ep.timezones.path, (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(timezones());
    })
    .on(ep.countries.method, ep.countries.path, (c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.json(countries);
    })
    .on(ep.tariffTypes.method, ep.tariffTypes.path, (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(TARIFF_TYPES);
    })
    .on(ep.tariffs.method, ep.tariffs.path, (c) => {
      const tariffs = tariffsOf(c.req.param('type'));
      if (!tariffs) throw notFound();
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(tariffs);
    })
    .on(ep.subscriptionPlans.method, ep.subscriptionPlans.path, (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(SUBSCRIPTION_PLANS);
    });
}
