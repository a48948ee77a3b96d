import { describe, expect, it } from 'vitest';
import { isNumbersOnlyKey, numbersOnly } from './numbers-only.js';

describe('numbersOnly', () => {
  it.each([
    ['+49 (30) 123-456', '+4930123456'],
    ['0049abc', '0049'],
    ['1+2', '12'],
    ['++12', '+12'],
    [' +12', '+12'],
    ['', ''],
  ])('%j -> %j', (input, output) => {
    expect(numbersOnly(input)).toBe(output);
  });
});

describe('isNumbersOnlyKey', () => {
  it('lets digits and named keys through', () => {
    expect(isNumbersOnlyKey('7', '+49')).toBe(true);
    expect(isNumbersOnlyKey('Backspace', '+49')).toBe(true);
    expect(isNumbersOnlyKey('ArrowLeft', '')).toBe(true);
  });

  it('takes a plus only as the first character', () => {
    expect(isNumbersOnlyKey('+', '')).toBe(true);
    expect(isNumbersOnlyKey('+', '49', 0)).toBe(true);
    expect(isNumbersOnlyKey('+', '49')).toBe(false);
    expect(isNumbersOnlyKey('+', '+49', 0)).toBe(false);
  });

  it.each(['a', ' ', '-', '.', '('])('blocks %j', (key) => {
    expect(isNumbersOnlyKey(key, '')).toBe(false);
  });
});
