import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh, verification and reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How such tokens are stored: a leaked table cannot be replayed, and the lookup stays an index hit. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
