import { describe, expect, it } from 'vitest';
import { createRoutingEntryBody } from './bodies/routing.js';
import { installRe2 } from './re2.js';
import { compileRegexp, regexpError } from './regexp.js';

describe('routing regexps', () => {
  // First: the engine is installed once per process, and nothing here has installed it yet.
  it('refuses every pattern but the empty one until RE2 is installed (fails closed)', () => {
    expect(regexpError('^49')).toBe('the RE2 engine is not loaded');
    expect(regexpError('')).toBeNull();
    expect(createRoutingEntryBody.validate({ b_regexp: '^49' })[0]?.message).toMatch(/not loaded/);
    expect(() => compileRegexp('^49')).toThrow(/not loaded/);
    expect(compileRegexp('')('+4930')).toBe(true);
  });
  it('refuses invalid patterns and accepts RE2 ones', () => {
    installRe2();
    expect(regexpError('(')).toMatch(/missing closing/);
    expect(regexpError('^49\\d+$')).toBeNull();
    expect(regexpError('')).toBeNull();
    expect(createRoutingEntryBody.validate({ b_regexp: '^49' })[0]).toBeUndefined();
  });
  it('matches (a+)+$ against a long number in linear time (it returns)', () => {
    installRe2();
    const match = compileRegexp('(a+)+$');
    expect(match(`${'a'.repeat(50_000)}!`)).toBe(false);
    expect(compileRegexp('^\\+?49')('+4930')).toBe(true);
  });
});
