/**
 * Webhook signatures in Stripe's scheme, for the card provider's webhooks to us and ours to the
 * accounts' webhook endpoints: the header `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" under the shared secret>`. Verification compares in constant time and refuses
 * a timestamp further than the tolerance from now (a replayed old event).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Five minutes either way, as Stripe's libraries default to. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');

export function signPayload(secret: string, payload: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** True when `header` signs exactly `payload` with `secret`, within the tolerance of `now`. */
export function verifySignature(secret: string, payload: string, header: string, now: Date): boolean {
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [key, value] = item.split('=', 2);
    if (key && value) parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isSafeInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  // Several v1 values are allowed while a secret is being rolled.
  return (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
