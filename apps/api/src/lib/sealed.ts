/**
 * Secrets the server must read back (an authenticator's seed, a carrier's, a customer trunk's or an
 * extension's SIP password), sealed at rest with AES-256-GCM under a key derived from the server's secret, one key
 * per purpose: a database copy without the server's secret reveals none of them, and a value sealed
 * for one purpose does not open as another's. Sealed text is tagged `s1.`; two-factor seeds stored before
 * the tag (the same format without it) still open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export type SealPurpose =
  | 'totp-secret'
  | 'carrier-password'
  | 'customer-trunk-password'
  | 'extension-sip-password';

const TAG = 's1.';

/** A key of its own for each use of the server's secret (sealing, signing a challenge, …). */
export const keyFor = (serverSecret: Uint8Array, purpose: string): Buffer =>
  createHash('sha256').update(serverSecret).update(`\0${purpose}`).digest();

export function seal(serverSecret: Uint8Array, purpose: SealPurpose, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${TAG}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** Whether a stored value is sealed (a value written before sealing began is not). */
export const isSealed = (stored: string): boolean => stored.startsWith(TAG);

/** The text `seal` sealed for `purpose`; throws when the key or the purpose differ. */
export function unseal(serverSecret: Uint8Array, purpose: SealPurpose, stored: string): string {
  const bytes = Buffer.from(isSealed(stored) ? stored.slice(TAG.length) : stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(serverSecret, purpose), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
