import { describe, expect, it } from 'vitest';
import { companyErrors, companyFieldsError } from './company.js';

const company = {
  company_name: 'Acme',
  vat_number: 'DE123456789',
  company_address: 'Main St 1',
  company_country: { value: 'DE', label: 'Germany' },
  company_manager: 'Jane',
  company_email: 'office@acme.de',
};

describe('companyFieldsError', () => {
  it('passes when every field is filled', () => {
    expect(companyFieldsError(company)).toBeUndefined();
  });

  it.each(Object.keys(company))('asks to fill all fields when %s is empty', (field) => {
    expect(companyFieldsError({ ...company, [field]: '' })).toBe('Please fill all company fields');
  });

  it('treats the select placeholder as empty', () => {
    expect(companyFieldsError({ ...company, company_country: 'select option' })).toBe(
      'Please fill all company fields',
    );
  });
});

describe('companyErrors', () => {
  it('names each missing or invalid field', () => {
    expect(
      companyErrors({ ...company, company_name: '', vat_number: 'DE 1', company_email: 'nope' }),
    ).toEqual({
      company_name: 'Company name is required.',
      vat_number: 'Enter valid VAT number',
      company_email: 'Company email must be a valid email address.',
    });
    expect(companyErrors({ ...company, vat_number: '' })).toEqual({ vat_number: 'VAT number is required.' });
    expect(companyErrors(company)).toEqual({});
  });
});
