/**
 * Content codings (RFC 9110 §8.4, §12.5.3): which of brotli, gzip or no coding a request accepts,
 * and the answer of one resource held in several codings (the build's .br/.gz files, or the
 * public widget config compressed once per save). Each coding is its own representation: its own
 * ETag (the identity ETag with a suffix), `Vary: Accept-Encoding` on all of them, 304 only to the
 * ETag of the representation the request would get.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';

export type Coding = 'br' | 'gzip' | 'identity';

/** The server's preference when the client weighs codings equally. */
const PREFERENCE: readonly Coding[] = ['br', 'gzip', 'identity'];

/** `Accept-Encoding` names (`x-gzip` is gzip, RFC 9110 §8.4.1.3). */
const ALIASES: Record<string, string> = { 'x-gzip': 'gzip' };

/**
 * The coding to answer with among `available` (identity is always available): the highest q-value,
 * ties broken br > gzip > identity. No header or an empty one: identity. Identity is acceptable
 * unless `identity;q=0`, or `*;q=0` without an identity entry, excludes it; when even identity is
 * excluded and nothing else fits, identity all the same (RFC 9110 lets the server ignore the
 * header rather than answer 406, which no browser could use).
 */
export function negotiate(header: string | null | undefined, available: readonly Coding[]): Coding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() === 'q')
        q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '') ? Number(value) : -1;
    }
    if (q < 0) continue; // a malformed weight: the entry is ignored
    weights.set(ALIASES[name] ?? name, q);
  }
  const star = weights.get('*');
  // Unnamed identity ranks with the least wanted coding named (as the `negotiator` package does):
  // `br;q=0.8, gzip;q=0.8` still asks for compression.
  const implicitIdentity = Math.min(1, ...weights.values());
  const weight = (coding: Coding) =>
    weights.get(coding) ?? star ?? (coding === 'identity' ? implicitIdentity : 0);
  let best: Coding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    const w = weight(coding);
    if (w > bestWeight) {
      best = coding;
      bestWeight = w;
    }
  }
  return best;
}

/** One resource in each coding it has (identity always). */
export interface Encoded {
  identity: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  /** Strong, of the identity bytes; the codings' ETags add a suffix. */
  etag: string;
}

const SUFFIX: Record<Coding, string> = { identity: '', br: '.br', gzip: '.gz' };

export const hashEtag = (bytes: Uint8Array | string) =>
  `"${createHash('sha256').update(bytes).digest('base64url')}"`;

/** The ETag of `etag`'s representation in `coding`. */
export const codingEtag = (etag: string, coding: Coding) =>
  coding === 'identity' ? etag : `${etag.slice(0, -1)}${SUFFIX[coding]}"`;

/** The codings `encoded` holds besides identity. */
export const codingsOf = (encoded: Encoded): Coding[] =>
  (['br', 'gzip'] as const).filter((coding) => encoded[coding] !== undefined);

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match), or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** Appends `Accept-Encoding` to the answer's Vary (CORS may have put Origin there). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * Answers `encoded` in the coding the request accepts, with `headers` (Cache-Control, CORS, ...),
 * its coding's ETag and Vary (appended to what CORS put there); 304 when If-None-Match names that
 * ETag.
 */
export function sendEncoded(
  c: Context,
  encoded: Encoded,
  contentType: string,
  headers: Record<string, string>,
): Response {
  const coding = negotiate(c.req.header('accept-encoding'), codingsOf(encoded));
  const etag = codingEtag(encoded.etag, coding);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.header('ETag', etag);
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  const body = coding === 'identity' ? encoded.identity : (encoded[coding] as Uint8Array<ArrayBuffer>);
  c.header('Content-Type', contentType);
  if (coding !== 'identity') c.header('Content-Encoding', coding);
  return c.body(body, 200);
}
