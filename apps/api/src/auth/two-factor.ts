/**
 * Two-factor login's parts (RFC 6238 TOTP through otpauth): authenticator secrets (sealed at rest
 * by lib/sealed.ts), codes checked within one step either side and never accepted twice, one-time recovery
 * codes stored as hashes, and the short-lived challenge that carries a checked password to the
 * second step. Keys are derived from the server's secret, one per purpose, so a challenge can
 * never pass for an access token.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TwoFactorSetup } from '@switchboard/contract';
import { jwtVerify, SignJWT } from 'jose';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { keyFor } from '../lib/sealed.js';

const ISSUER = 'Switchboard';
const PERIOD = 30;
const CHALLENGE_SECONDS = 5 * 60;
const RECOVERY_CODES = 10;

const totpOf = (base32: string, label: string) =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(base32),
  });

/** A new secret and what the authenticator app needs of it (the QR code as rows of modules). */
export async function newSetup(label: string): Promise<TwoFactorSetup> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const otpauthUrl = totpOf(secret, label).toString();
  const { modules } = QRCode.create(otpauthUrl, { errorCorrectionLevel: 'M' });
  const rows: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let line = '';
    for (let column = 0; column < modules.size; column++) line += modules.get(row, column) ? '1' : '0';
    rows.push(line);
  }
  return { secret, otpauth_url: otpauthUrl, qr: rows };
}

/**
 * The time step a 6-digit code belongs to (one step either side of now is accepted, for clock
 * drift), or null when it is wrong or not newer than `lastStep` (a code is good once).
 */
export function acceptedStep(
  base32: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(base32, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** `abcde-fghij`, lower case, from an alphabet without look-alikes. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(code.trim().toLowerCase().replace(/\s+/g, '')).digest('hex');

export const isRecoveryCodeShape = (code: string) => /^[a-z0-9]{5}-[a-z0-9]{5}$/i.test(code.trim());

export interface Challenge {
  rootUserId: number;
  remember: boolean;
}

export async function signChallenge(
  serverSecret: Uint8Array,
  challenge: Challenge,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ rem: challenge.remember })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(challenge.rootUserId))
    .setAudience('two-factor')
    .setIssuedAt(iat)
    .setExpirationTime(iat + CHALLENGE_SECONDS)
    .sign(keyFor(serverSecret, 'two-factor-challenge'));
}

/** The challenge's root user and remember flag, or null when it is forged, expired or malformed. */
export async function readChallenge(
  serverSecret: Uint8Array,
  token: string,
  now: Date,
): Promise<Challenge | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(serverSecret, 'two-factor-challenge'), {
      algorithms: ['HS256'],
      audience: 'two-factor',
      currentDate: now,
    });
    const rootUserId = Number(payload.sub);
    return Number.isInteger(rootUserId) ? { rootUserId, remember: payload.rem === true } : null;
  } catch {
    return null;
  }
}
