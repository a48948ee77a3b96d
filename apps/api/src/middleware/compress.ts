/**
 * JSON answers of at least JSON_COMPRESS_THRESHOLD bytes go out brotli- or gzip-compressed, as the
 * request's Accept-Encoding asks (lib/content-coding.ts). Answers that carry their own ETag (the
 * public widget config, compressed once per save) or a coding are left alone.
 */
import type { MiddlewareHandler } from 'hono';
import { compress, JSON_COMPRESS_THRESHOLD } from '../lib/compression.js';
import { negotiate, varyOnEncoding } from '../lib/content-coding.js';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

export function compressJson(threshold = JSON_COMPRESS_THRESHOLD): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const accept = c.req.header('accept-encoding');
    if (!accept) return;
    const res = c.res;
    const headers = res.headers;
    if (!res.body || headers.has('Content-Encoding') || headers.has('ETag')) return;
    if (!JSON_TYPE.test(headers.get('Content-Type') ?? '')) return;
    if (/\bno-transform\b/i.test(headers.get('Cache-Control') ?? '')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const large = body.byteLength >= threshold;
    const coding = large ? negotiate(accept, ['br', 'gzip']) : 'identity';
    const out = coding === 'identity' ? body : await compress(body, coding);
    const outHeaders = new Headers(headers);
    if (large) varyOnEncoding(outHeaders);
    if (coding !== 'identity') {
      outHeaders.set('Content-Encoding', coding);
      outHeaders.set('Content-Length', String(out.byteLength));
    }
    // Replaced, not merged: Hono would copy the old headers (Vary among them) over the new ones.
    c.res = undefined as unknown as Response;
    c.res = new Response(out, { status: res.status, statusText: res.statusText, headers: outHeaders });
  };
}
