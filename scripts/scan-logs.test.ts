import { describe, expect, it } from 'vitest';
import { scanText } from './scan-logs.mjs';

describe('the secret scan of a test run', () => {
  it('finds hashes, tokens and passwords, and says which line without repeating the secret', () => {
    const hash = '$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJyb290OjEiLCJhY2MiOjF9.c2lnbmF0dXJlc2lnbmF0dXJlc2ln';
    const text = [
      'GET /admin/me 200',
      `row: { password_hash: '${hash}' }`,
      `Authorization: Bearer ${jwt}`,
      '{"username":"anna","password":"hunter2 hunter2"}',
      '{"card_cvc_code":"123"}',
      'key sbk_abcdefgh1234_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde used',
    ].join('\n');
    const findings = scanText(text);
    expect(findings.map(({ line, name }) => [line, name])).toEqual([
      [2, 'argon2 password hash'],
      [3, 'JSON web token'],
      [3, 'bearer credential'],
      [4, 'password field with a value'],
      [5, 'password field with a value'],
      [6, 'API key'],
    ]);
    for (const { masked } of findings) {
      expect(masked).not.toContain(hash);
      expect(masked).not.toContain('hunter2');
    }
  });

  it('leaves ordinary lines alone: redacted errors, empty password fields, ids and timestamps', () => {
    const text = [
      'POST /admin/xpbx/user failed\ncaused by error: duplicate key [23505]',
      'token [redacted] refused',
      '{"password":""}',
      'call 1732459200000 rated at 0.0123',
      ' ✓ test/auth.test.ts > refuses a spent refresh token (12 ms)',
    ].join('\n');
    expect(scanText(text)).toEqual([]);
  });
});
