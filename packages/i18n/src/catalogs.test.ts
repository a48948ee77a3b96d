import { describe, expect, it } from 'vitest';
import {
  argumentNames,
  compareCatalogs,
  extractMessages,
  formatReport,
  readCatalogs,
} from '../scripts/check-catalogs.mjs';
import { locales } from './locales.js';

describe('the catalogs', () => {
  it('hold exactly the message ids of the console and the kit, in every locale', async () => {
    const report = compareCatalogs(await extractMessages(), await readCatalogs());
    // The report names each missing, unused or mismatched id; fix with `pnpm --filter @switchboard/i18n check`.
    expect(report.ok, formatReport(report)).toBe(true);
    expect(Object.keys(report.locales).sort()).toEqual([...locales].sort());
    expect(report.ids.some((id) => id.startsWith('ui.'))).toBe(true);
  }, 30_000);
});

describe('compareCatalogs', () => {
  const source = { 'a.hello': 'Hello {name}', 'a.bye': 'Bye' };

  it('reports missing, unused and placeholder mismatches per locale', () => {
    const report = compareCatalogs(source, {
      en: { 'a.hello': 'Hello {name}', 'a.bye': 'Bye' },
      de: { 'a.hello': 'Hallo {nom}', 'a.old': 'Alt' },
    });
    expect(report.ok).toBe(false);
    expect(report.locales.de).toEqual({ missing: ['a.bye'], unused: ['a.old'], placeholders: ['a.hello'] });
    expect(report.locales.en).toEqual({ missing: [], unused: [], placeholders: [] });
  });

  it('flags English entries that no longer match the default in code', () => {
    const report = compareCatalogs(source, { en: { 'a.hello': 'Hi {name}', 'a.bye': 'Bye' } });
    expect(report.staleEnglish).toEqual(['a.hello']);
    expect(report.ok).toBe(false);
  });

  it('fails when there is no English catalog', () => {
    expect(compareCatalogs(source, {}).ok).toBe(false);
  });
});

describe('argumentNames', () => {
  it('finds simple, formatted and plural arguments but not plural branches', () => {
    expect(
      argumentNames('{count, plural, one {# row} other {# rows}} of {total, number} for {name}'),
    ).toEqual(['count', 'name', 'total']);
  });
});
