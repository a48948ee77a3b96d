import { describe, expect, it } from 'vitest';
import { countryList } from './countries.js';
import { timezoneList } from './timezones.js';

describe('countryList', () => {
  const list = countryList();

  it('has every country with a + calling code and an ISO alpha-2 code, sorted by name', () => {
    expect(list.length).toBeGreaterThanOrEqual(240);
    for (const country of list) {
      expect(country.dial_code).toMatch(/^\+\d{1,4}$/);
      expect(country.code).toMatch(/^[A-Z]{2}$/);
    }
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
  });

  it("picks a country's own code among several", () => {
    expect(list).toContainEqual({ name: 'Bulgaria', dial_code: '+359', code: 'BG' });
    expect(list).toContainEqual({ name: 'Kosovo', dial_code: '+383', code: 'XK' });
    expect(list).toContainEqual({ name: 'Dominican Republic', dial_code: '+1809', code: 'DO' });
    expect(list.find((c) => c.code === 'US')?.dial_code).toBe('+1');
  });
});

describe('timezoneList', () => {
  it("starts with 'Select timezone', then zones sorted by name with their offsets", () => {
    const list = timezoneList(new Date('2026-01-15T12:00:00Z'));
    expect(list[0]).toEqual({ name: 'Select timezone', offset: '' });
    const names = list.slice(1).map((z) => z.name);
    expect(names).toEqual([...names].sort());
    expect(list).toContainEqual({ name: 'Europe/Sofia', offset: '+02:00' });
    expect(list).toContainEqual({ name: 'UTC', offset: '+00:00' });
  });
});
