/**
 * Where a visitor is: the country of an IP address, from the `geoip-country` package (MaxMind
 * GeoLite2 Country data, bundled in the package and loaded into memory on first use; see README for
 * its licence), or from a trusted proxy's header (TRUSTED_COUNTRY_HEADER, e.g. Cloudflare's
 * CF-IPCountry). Injected (Deps.geo) so tests can stand in for it.
 */
import { createRequire } from 'node:module';
import type { Context } from 'hono';
import type { Config } from '../config.js';

export interface GeoLocator {
  /** The ISO 3166-1 alpha-2 country of `ip`, or null (private, reserved or unknown addresses). */
  countryOf(ip: string): string | null;
}

/** The part of geoip-country (CommonJS, no bundled types) used here. */
interface GeoipModule {
  lookup(ip: string): { country: string } | null;
}

/** geoip-country, loaded lazily: its data files take ~8 MB and ~20 ms to load. */
export function geoipLocator(): GeoLocator {
  let geoip: GeoipModule | null = null;
  return {
    countryOf(ip) {
      geoip ??= createRequire(import.meta.url)('geoip-country') as GeoipModule;
      try {
        return geoip.lookup(ip)?.country ?? null;
      } catch {
        return null;
      }
    },
  };
}

const COUNTRY = /^[A-Z]{2}$/;
/** Codes proxies use for "unknown" (XX) and Tor (T1): no country. */
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ']);

/**
 * The visitor's country: the trusted proxy header when configured and present with a country code,
 * else the IP lookup.
 */
export function visitorCountry(
  c: Context,
  config: Pick<Config, 'trustedCountryHeader'>,
  geo: GeoLocator,
  ip: string,
): string | null {
  if (config.trustedCountryHeader) {
    const value = c.req.header(config.trustedCountryHeader)?.trim().toUpperCase();
    if (value && COUNTRY.test(value)) return NOT_A_COUNTRY.has(value) ? null : value;
  }
  return geo.countryOf(ip);
}
