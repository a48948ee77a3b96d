import { describe, expect, it } from 'vitest';
import { vatError } from './vat.js';

describe('vatError', () => {
  it.each(['DE123456789', 'gb999999973', '12345'])('accepts %j', (vat) => {
    expect(vatError(vat)).toBeUndefined();
  });

  it.each(['DE 123456789', 'DE-123', 'DE123.45', ' DE123'])('rejects %j', (vat) => {
    expect(vatError(vat)).toBe('Enter valid VAT number');
  });

  it('leaves an empty VAT to the required check', () => {
    expect(vatError('')).toBeUndefined();
    expect(vatError(undefined)).toBeUndefined();
  });
});
