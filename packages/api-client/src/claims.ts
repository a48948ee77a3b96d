import type { AccessTokenClaims } from '@switchboard/contract';

/**
 * The claims of an access token, decoded WITHOUT verification: the client reads `exp` (to refresh
 * in time), `is_admin` (the adminUser flag) and `kind`; the server decides everything else.
 * Null when the token is not a readable JWT.
 */
export function decodeClaims(token: string): Partial<AccessTokenClaims> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims !== null && typeof claims === 'object' ? (claims as Partial<AccessTokenClaims>) : null;
  } catch {
    return null;
  }
}

/**
 * True when the token's `exp` falls within `thresholdMs` of `nowMs` (or has passed). A token
 * without a readable `exp` is taken as fresh: the server is the judge, and a 401 logs out.
 */
export function expiresWithin(token: string, thresholdMs: number, nowMs: number): boolean {
  const exp = decodeClaims(token)?.exp;
  if (typeof exp !== 'number') return false;
  return exp * 1000 - nowMs <= thresholdMs;
}
