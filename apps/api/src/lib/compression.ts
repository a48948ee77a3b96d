/**
 * Compressing JSON. Answers smaller than JSON_COMPRESS_THRESHOLD are sent as they are: the bytes
 * saved do not pay for the compression (bench/compression.ts measures it).
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Encoded } from './content-coding.js';

/**
 * Bytes. bench/compression.ts: with the API's ~840 bytes of headers, a body from about 620 bytes no
 * longer fits one 1460-byte TCP segment, and compressed it does again (up to ~4 KB of JSON) for
 * 30–120 µs of CPU; smaller bodies gain a few bytes in the same single segment.
 */
export const JSON_COMPRESS_THRESHOLD = 640;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Per answer: fast settings (brotli 4 compresses JSON smaller than gzip 6, in about the same time). */
export const DYNAMIC = { brotliQuality: 4, gzipLevel: 6 };
/** Once per save (the public widget config): the smallest output. */
const STORED = { brotliQuality: 11, gzipLevel: 9 };

/**
 * Up to this size compressing takes well under a millisecond: done at once, since a hop to libuv's
 * thread pool costs more than the work (measured: several times fewer answers per second).
 */
const SYNC_LIMIT = 64 * 1024;

const brotliOptions = (bytes: number, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    // A window no larger than the body: the encoder's set-up is most of the cost of small bodies.
    [constants.BROTLI_PARAM_LGWIN]: Math.max(
      constants.BROTLI_MIN_WINDOW_BITS,
      Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))),
    ),
  },
});

export async function compress(
  body: Uint8Array,
  coding: 'br' | 'gzip',
  settings = DYNAMIC,
): Promise<Uint8Array<ArrayBuffer>> {
  const sync = body.byteLength <= SYNC_LIMIT;
  const out =
    coding === 'br'
      ? sync
        ? brotliCompressSync(body, brotliOptions(body.byteLength, settings.brotliQuality))
        : await brotli(body, brotliOptions(body.byteLength, settings.brotliQuality))
      : sync
        ? gzipSync(body, { level: settings.gzipLevel })
        : await gzipAsync(body, { level: settings.gzipLevel });
  return Uint8Array.from(out);
}

/** Both codings of a JSON body at their smallest, when it is large enough to gain. */
export async function compressJsonBody(body: Uint8Array): Promise<Pick<Encoded, 'br' | 'gzip'>> {
  if (body.byteLength < JSON_COMPRESS_THRESHOLD) return {};
  const [br, gz] = await Promise.all([compress(body, 'br', STORED), compress(body, 'gzip', STORED)]);
  return { br, gzip: gz };
}
