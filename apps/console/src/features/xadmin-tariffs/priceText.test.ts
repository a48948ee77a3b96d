import { describe, expect, it } from 'vitest';
import { euroToMinor, minorToEuroText, parseRateLines } from './priceText';

describe('euroToMinor', () => {
  it('reads whole euro and cents with a point or a comma', () => {
    expect(euroToMinor('29')).toBe(2900);
    expect(euroToMinor(' 29.5 ')).toBe(2950);
    expect(euroToMinor('29,05')).toBe(2905);
    expect(euroToMinor('0')).toBe(0);
  });

  it('refuses what is no amount', () => {
    for (const text of ['', '-1', '1.234', '€5', '1e3', '12345678']) expect(euroToMinor(text)).toBeNull();
  });

  it('round-trips with the text the field shows', () => {
    expect(minorToEuroText(2950)).toBe('29.50');
    expect(minorToEuroText(5)).toBe('0.05');
    expect(euroToMinor(minorToEuroText(19900))).toBe(19900);
  });
});

describe('parseRateLines', () => {
  const countries = [
    { code: 'DE', dial_code: '+49' },
    { code: 'US', dial_code: '+1' },
    { code: 'CA', dial_code: '+1' },
    { code: 'BG', dial_code: '+359' },
  ];

  it('takes ISO or dialling codes with a rate, in any common separator', () => {
    expect(parseRateLines('DE 0.012\n+359;0,05\n\nus,\t1\n', countries)).toEqual({
      rates: [
        { code: 'DE', rate: '0.012' },
        { code: 'BG', rate: '0.05' },
        { code: 'US', rate: '1' },
      ],
      badLines: [],
    });
  });

  it('refuses shared dialling codes, unknown countries and bad rates by line', () => {
    expect(parseRateLines('+1 0.01\nXX 1\nDE -1\nDE 0.1234567\nBG 2', countries)).toEqual({
      rates: [{ code: 'BG', rate: '2' }],
      badLines: [1, 2, 3, 4],
    });
  });
});
