import type { PbxDomain } from '@switchboard/contract';

const STAMP = '2026-01-01T09:00:00.000Z';

/** A domain row as the API answers it (the console tests' fake API lists these). */
export const pbxDomain = (id: number, domain: string, overrides: Partial<PbxDomain> = {}): PbxDomain => ({
  id,
  domain,
  number_pattern: '',
  timezone: null,
  is_default: 0,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

export const twoDomains = () => [
  pbxDomain(1, 'account-1.pbx.local', { is_default: 1 }),
  pbxDomain(2, 'office.example.com', { number_pattern: '^\\+?359', timezone: 'Europe/Sofia' }),
];
