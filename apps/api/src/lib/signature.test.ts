import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './signature.js';

const now = new Date('2026-06-01T12:00:00Z');
const secret = 'whsec_test';
const payload = '{"id":"evt_1","type":"charge.succeeded"}';

describe('webhook signatures (t=…,v1=… HMAC-SHA256 over "t.payload")', () => {
  it('verifies what it signed, as Stripe computes it', () => {
    const header = signPayload(secret, payload, now);
    expect(header).toMatch(/^t=1780315200,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, payload, header, now)).toBe(true);
  });

  it('refuses another secret, another body, a stale or future timestamp, and junk', () => {
    const header = signPayload(secret, payload, now);
    expect(verifySignature('other', payload, header, now)).toBe(false);
    expect(verifySignature(secret, `${payload} `, header, now)).toBe(false);
    expect(verifySignature(secret, payload, header, new Date(now.getTime() + 6 * 60_000))).toBe(false);
    expect(verifySignature(secret, payload, header, new Date(now.getTime() - 6 * 60_000))).toBe(false);
    expect(verifySignature(secret, payload, header, new Date(now.getTime() + 4 * 60_000))).toBe(true);
    for (const junk of ['', 't=1', 'v1=ab', 't=x,v1=00', `t=1780315200,v1=${'0'.repeat(63)}`]) {
      expect(verifySignature(secret, payload, junk, now)).toBe(false);
    }
  });

  it('accepts any of several v1 values while a secret is rolled', () => {
    const fresh = signPayload(secret, payload, now).split(',')[1];
    const old = signPayload('old secret', payload, now);
    expect(verifySignature(secret, payload, `${old},${fresh}`, now)).toBe(true);
  });
});
