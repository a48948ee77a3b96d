/** Reference lists: time zones and countries. Public and cacheable. */
import { type Country, endpoints as ep, type Timezone } from '@switchboard/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import countries from '../data/countries.json' with { type: 'json' };
import type { Deps } from '../deps.js';

/** `GMT+05:30` → `+05:30`; `GMT` → `+00:00`. */
function offsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** Every IANA zone the runtime knows (plus UTC, which the list leaves out), sorted by name. */
export function timezoneList(at: Date): Timezone[] {
  const names = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return names.map((name) => ({ name, offset: offsetOf(name, at) }));
}

export function referenceRoutes(deps: Deps) {
  // Offsets move with daylight saving: recompute at most hourly.
  let cached: { hour: number; list: Timezone[] } | null = null;
  const timezones = () => {
    const now = deps.clock.now();
    const hour = Math.floor(now.getTime() / 3_600_000);
    if (cached?.hour !== hour) cached = { hour, list: timezoneList(now) };
    return cached.list;
  };

  return new Hono<AppEnv>()
    .on(ep.timezones.method, ep.timezones.path, (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(timezones());
    })
    .on(ep.countries.method, ep.countries.path, (c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      return c.json(countries satisfies Country[]);
    });
}
