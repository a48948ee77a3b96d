import { describe, expect, it } from 'vitest';
import { dropLanguages } from './aria-locales';

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
