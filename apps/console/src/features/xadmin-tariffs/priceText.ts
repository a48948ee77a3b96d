/** What administrators type into the price list's dialogs, read into what the API takes. */
import { RATE_PATTERN } from '@switchboard/contract';

/** '29', '29.5', '29,50' → 2950 minor units; null when it is no amount of euro with at most two decimals. */
export function euroToMinor(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 2950 → '29.50', as the price field shows it for editing. */
export const minorToEuroText = (minor: number): string =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

export interface PastedRates {
  rates: { code: string; rate: string }[];
  /** Lines (from 1) naming no single country or no valid rate. */
  badLines: number[];
}

/**
 * A pasted price list, a country a line: its ISO code or dialling code, then the rate in euro
 * ('DE 0.012', '+49;0.012', 'de, 0,012'). A dialling code that several countries share (+1) names
 * none of them: its line is refused rather than guessed.
 */
export function parseRateLines(
  text: string,
  countries: readonly { code: string; dial_code: string }[],
): PastedRates {
  const byCode = new Set(countries.map((country) => country.code));
  const byDial = new Map<string, string | null>();
  for (const { code, dial_code } of countries) byDial.set(dial_code, byDial.has(dial_code) ? null : code);
  const rates: PastedRates['rates'] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const match = /^\s*(\+?[\dA-Za-z]+)\s*[\s,;\t]\s*(\d+(?:[.,]\d+)?)\s*$/.exec(line);
    const who = match?.[1] ?? '';
    const code = who.startsWith('+')
      ? byDial.get(who)
      : byCode.has(who.toUpperCase())
        ? who.toUpperCase()
        : null;
    const rate = (match?.[2] ?? '').replace(',', '.');
    if (!code || !RATE_PATTERN.test(rate)) badLines.push(index + 1);
    else rates.push({ code, rate });
  });
  return { rates, badLines };
}
