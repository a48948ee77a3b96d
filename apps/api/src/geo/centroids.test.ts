import { countries } from 'countries-list';
import { describe, expect, it } from 'vitest';
import { CENTROID_CODES, countryCentroid } from './centroids.js';
import { geoipLocator } from './geo.js';

describe('country centroids', () => {
  it('cover every country code, with valid coordinates', () => {
    expect(Object.keys(countries).filter((code) => !countryCentroid(code))).toEqual([]);
    for (const code of CENTROID_CODES) {
      const point = countryCentroid(code);
      expect([code, Math.abs(point?.lat ?? 99) <= 90 && Math.abs(point?.lon ?? 999) <= 180]).toEqual([
        code,
        true,
      ]);
    }
    expect(countryCentroid('bg')).toEqual({ lat: 42.7, lon: 25.5 });
    expect(countryCentroid(null)).toBeNull();
  });
});

describe('geoip-country', () => {
  it('finds the country of public IPv4 and IPv6 addresses, none for private ones', () => {
    const geo = geoipLocator();
    expect(geo.countryOf('8.8.8.8')).toBe('US');
    expect(geo.countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(geo.countryOf('2001:4860:4860::8888')).toBe('US');
    expect(geo.countryOf('127.0.0.1')).toBeNull();
    expect(geo.countryOf('10.1.2.3')).toBeNull();
    expect(geo.countryOf('unknown')).toBeNull();
  });
});
