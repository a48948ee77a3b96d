import { describe, expect, it } from 'vitest';
import { termsError } from './terms.js';

describe('termsError', () => {
  it.each([true, 'true', 1, 'on'])('accepts %j', (accepted) => {
    expect(termsError(accepted)).toBeUndefined();
  });

  it.each([false, 'false', 0, undefined, null, ''])('rejects %j', (accepted) => {
    expect(termsError(accepted)).toBe('You have to accept our terms and services');
  });
});
