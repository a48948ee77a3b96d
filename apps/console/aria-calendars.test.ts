import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarsOf, dropCalendars } from './aria-calendars';

// @internationalized/date as the kit installs it (the console has it through the kit only).
const require = createRequire(path.resolve(__dirname, '../../packages/ui/package.json'));
const main = require.resolve('@internationalized/date');
const factory = readFileSync(
  path.join(main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist/private/createCalendar.mjs'),
  'utf8',
);

describe('dropCalendars', () => {
  it('keeps the Gregorian calendar and drops the other systems and their imports', () => {
    const kept = dropCalendars(factory, new Set(['gregory']));
    expect(kept).toContain('GregorianCalendar.mjs');
    expect(kept).toMatch(/default:\n\s*return new/);
    for (const system of [
      'Buddhist',
      'Ethiopic',
      'Hebrew',
      'Indian',
      'Islamic',
      'Japanese',
      'Persian',
      'Taiwan',
    ])
      expect(kept).not.toContain(`${system}Calendar`);
    expect(kept).not.toContain("case 'persian'");
  });

  it('keeps a system a language uses, with its import', () => {
    const kept = dropCalendars(factory, new Set(['gregory', 'persian']));
    expect(kept).toContain("case 'persian'");
    expect(kept).toContain('PersianCalendar.mjs');
    expect(kept).not.toContain('HebrewCalendar.mjs');
  });

  it("finds the console's languages all on the Gregorian calendar", () => {
    expect([...calendarsOf(['en', 'ar', 'bn', 'ru'])]).toEqual(['gregory']);
    expect(calendarsOf(['fa'])).toEqual(new Set(['persian']));
  });
});
