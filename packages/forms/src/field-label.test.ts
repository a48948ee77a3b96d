import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-label.js';

describe('fieldLabel', () => {
  it.each([
    ['username', 'Username'],
    ['card_number', 'Card number'],
    ['card_month', 'Card month'],
    ['user_phonenumber', 'User phonenumber'],
    ['userName', 'User name'],
    ['userID', 'User ID'],
    ['company-email', 'Company email'],
    ['', ''],
  ])('%s -> %s', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });
});
