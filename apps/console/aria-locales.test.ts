import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropLanguages, EAGER_TABLES, familyOf, registeredTable } from './aria-locales';

// The shape react-aria's builds give each control family's string table.
const table = [
  'import $a$ar from "../intl/datepicker/ar-AE.mjs";',
  'import $a$cs from "../intl/datepicker/cs-CZ.mjs";',
  'import $a$en from "../intl/datepicker/en-US.mjs";',
  'import $a$zh from "../intl/datepicker/zh-TW.mjs";',
  '',
  'var $t = {};',
  '$t = {',
  '    "ar-AE": $a$ar,',
  '    "cs-CZ": $a$cs,',
  '    "en-US": $a$en,',
  '    "zh-TW": $a$zh',
  '};',
  'export {$t as default};',
  '',
].join('\n');

describe('dropLanguages', () => {
  it('keeps the imports and entries of the languages kept, and only those', () => {
    expect(dropLanguages(table, new Set(['en', 'ar']))).toBe(
      [
        'import $a$ar from "../intl/datepicker/ar-AE.mjs";',
        'import $a$en from "../intl/datepicker/en-US.mjs";',
        '',
        'var $t = {};',
        '$t = {',
        '    "ar-AE": $a$ar,',
        '    "en-US": $a$en,',
        '};',
        'export {$t as default};',
        '',
      ].join('\n'),
    );
  });

  it('leaves a table with every language kept as it is', () => {
    expect(dropLanguages(table, new Set(['ar', 'cs', 'en', 'zh']))).toBe(table);
  });
});

describe('registeredTable', () => {
  const registered = registeredTable(
    table,
    'react-aria/datepicker',
    '/console/ariaStrings.ts',
    new Set(['en', 'ar']),
  );

  it('keeps English only, and registers the table under its family', () => {
    expect(registered).toContain('import $a$en from "../intl/datepicker/en-US.mjs";');
    expect(registered).toContain('import { ariaStringTable } from "/console/ariaStrings.ts";');
    expect(registered).toContain('ariaStringTable("react-aria/datepicker", ');
    expect(registered).not.toMatch(/ar-AE|cs-CZ|zh-TW/);
  });

  it('exports a table that each language added replaces', () => {
    // The transformed module, run with a registry that keeps the table's callback.
    let add: ((tag: string, strings: Record<string, string>) => void) | undefined;
    const run = new Function(
      '$a$en',
      'ariaStringTable',
      registered.replace(/^import .*\n/gm, '').replace('export { table as default };', 'return () => table;'),
    ) as (english: object, register: (family: string, add: never) => void) => () => object;
    const current = run({ day: 'day' }, (_family, callback) => {
      add = callback;
    });
    const english = current();
    expect(english).toEqual({ 'en-US': { day: 'day' } });
    add?.('ar-AE', { day: 'يوم' });
    expect(current()).toEqual({ 'en-US': { day: 'day' }, 'ar-AE': { day: 'يوم' } });
    // A new object, so react-aria's cache of dictionaries by table builds one with Arabic in it.
    expect(current()).not.toBe(english);
  });

  it('drops only the languages not spoken from a table without English', () => {
    const withoutEnglish = table.replace(/^.*en-US.*\n/gm, '');
    expect(registeredTable(withoutEnglish, 'x', '/console/ariaStrings.ts', new Set(['ar']))).toBe(
      dropLanguages(withoutEnglish, new Set(['ar'])),
    );
    expect(dropLanguages(withoutEnglish, new Set(['ar']))).not.toMatch(/cs-CZ|zh-TW/);
  });
});

describe('familyOf', () => {
  it('names a table by its package and control family, as the language modules do', () => {
    expect(familyOf('/x/node_modules/react-aria/dist/private/datepicker/intlStrings.mjs')).toBe(
      'react-aria/datepicker',
    );
    expect(familyOf('/x/node_modules/react-aria-components/dist/private/intlStrings.mjs')).toBe(
      'react-aria-components',
    );
  });
});

// The installed react-aria, react-stately and react-aria-components, as the kit has them.
const kit = createRequire(path.resolve(__dirname, '../../packages/ui/package.json'));
const components = kit.resolve('react-aria-components');
const installed = [
  components,
  createRequire(components).resolve('react-aria'),
  createRequire(components).resolve('react-stately'),
].map((main) => path.join(main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist', 'private'));

describe('EAGER_TABLES', () => {
  it('covers every table a module reads into a dictionary when it loads, not when a control renders', () => {
    const eager: string[] = [];
    for (const dist of installed) {
      for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.mjs')) continue;
        const code = readFileSync(path.join(dist, file), 'utf8');
        // A dictionary or formatter made at the module's top level.
        if (
          /^(const|let|var) \S+ = new \(0, \S+(LocalizedStringDictionary|LocalizedStringFormatter)\)/m.test(
            code,
          )
        )
          eager.push(path.join(dist, path.dirname(file), 'intlStrings.mjs'));
      }
    }
    expect(eager.length).toBeGreaterThan(0);
    for (const table of eager) expect(EAGER_TABLES.test(table), table).toBe(true);
  });
});
