/**
 * Download links a browser opens without a bearer header: `<id>.<expires>.<HMAC>`, valid 5 minutes,
 * signed per purpose so a link for one kind of file never opens another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_LINK_SECONDS = 5 * 60;

export function signedLinks(purpose: string) {
  const signature = (secret: Uint8Array, id: number, expires: number) =>
    createHmac('sha256', secret).update(`${purpose}:${id}:${expires}`).digest('base64url');
  return {
    token(secret: Uint8Array, id: number, nowMs: number): string {
      const expires = Math.floor(nowMs / 1000) + SIGNED_LINK_SECONDS;
      return `${id}.${expires}.${signature(secret, id, expires)}`;
    },
    /** The id a token names, or null (malformed, forged or expired). */
    read(secret: Uint8Array, token: string, nowMs: number): number | null {
      const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const expires = Number(match[2]);
      if (expires * 1000 < nowMs) return null;
      const expected = Buffer.from(signature(secret, id, expires));
      const given = Buffer.from(match[3] ?? '');
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
  };
}
