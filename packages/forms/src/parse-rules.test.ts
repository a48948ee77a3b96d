import { describe, expect, it } from 'vitest';
import { parseRules } from './parse-rules.js';

describe('parseRules', () => {
  it('reads names and arguments in order', () => {
    expect(parseRules('required|nospace|between:3-20|match:password|valuein:true|unique')).toEqual([
      { name: 'required' },
      { name: 'nospace' },
      { name: 'between', min: 3, max: 20 },
      { name: 'match', other: 'password' },
      { name: 'valuein', expected: 'true' },
      { name: 'unique' },
    ]);
  });

  it('ignores empty segments and spaces', () => {
    expect(parseRules(' required || email ')).toEqual([{ name: 'required' }, { name: 'email' }]);
    expect(parseRules('')).toEqual([]);
  });

  it('throws on unknown rules and missing or malformed arguments', () => {
    expect(() => parseRules('required|bogus')).toThrow('Unknown rule "bogus" in "required|bogus"');
    expect(() => parseRules('match')).toThrow('Rule "match" needs an argument');
    expect(() => parseRules('between:3')).toThrow('Rule "between" needs "min-max"');
    expect(() => parseRules('between:20-3')).toThrow('Rule "between" needs "min-max"');
  });
});
