import { object, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { integerIn, PG_INTEGER } from './ranges.js';
import { isStorableText, nestingDepth, unsafeInputErrors } from './unsafe-input.js';

describe('unsafeInputErrors', () => {
  it('names the fields holding NUL or lone surrogates, in values and keys, at any depth', () => {
    expect(
      unsafeInputErrors({
        name: 'a\u0000b',
        contacts: [{ title: '\ud800' }],
        texts: { 'key\udc00': 'x' },
        fine: 'emoji 😀 and RTL \u200f',
      }),
    ).toEqual({
      name: 'Enter valid Name',
      'contacts.0.title': 'Enter valid Title',
      texts: 'Enter valid Texts',
    });
  });

  it('names objects whose printing would throw (an own toString that is no function)', () => {
    expect(unsafeInputErrors({ email: { toString: 1 } })).toEqual({ email: 'Enter valid Email' });
    expect(unsafeInputErrors([{ toString: '' }])).toEqual({ '0': 'Enter valid 0' });
    expect(unsafeInputErrors('\u0000')).toEqual({ _form: 'Enter valid Value' });
    expect(unsafeInputErrors({ valueOf: 1, constructor: {} })).toEqual({});
  });

  it('walks a body far deeper than the call stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(Object.keys(unsafeInputErrors(deep))).toHaveLength(1);
    expect(nestingDepth(deep)).toBe(100_000);
  });
});

describe('nestingDepth and isStorableText', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(nestingDepth(1)).toBe(0);
    expect(nestingDepth({ a: [1, { b: [] }] })).toBe(4);
  });

  it('keeps surrogate pairs and refuses halves', () => {
    expect(isStorableText('😀')).toBe(true);
    expect(isStorableText('😀'.slice(0, 1))).toBe(false);
    expect(isStorableText('😀'.slice(1))).toBe(false);
  });
});

describe('integerIn', () => {
  it('accepts whole numbers a PostgreSQL integer holds and refuses the rest in words', () => {
    const struct = integerIn();
    expect(validate(PG_INTEGER.max, struct)[0]).toBeUndefined();
    expect(validate(PG_INTEGER.min, struct)[0]).toBeUndefined();
    for (const value of [PG_INTEGER.max + 1, 1e308, 99999999999, 1.5, '1', Number.NaN]) {
      expect(validate({ id: value }, object({ id: struct }))[0]?.failures()[0]?.message, String(value)).toBe(
        'Enter valid Id',
      );
    }
  });
});
