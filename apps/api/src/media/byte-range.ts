/**
 * The `Range` header of a GET (RFC 9110 §14): one byte range of a file of `size` bytes. Browsers
 * ask for audio and video in ranges ('bytes=0-', then wherever the user seeks).
 */

export type RangeRequest =
  /** No usable Range (none, another unit, malformed, several ranges): send the whole file, 200. */
  | { kind: 'whole' }
  /** Bytes `start`..`end` inclusive: 206 with Content-Range. */
  | { kind: 'part'; start: number; end: number }
  /** A range that starts past the end: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const WHOLE = { kind: 'whole' } as const;
const UNSATISFIABLE = { kind: 'unsatisfiable' } as const;

export function byteRange(header: string | undefined, size: number): RangeRequest {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  // Several ranges would need a multipart/byteranges answer; the whole file is as correct.
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    // A suffix: the last `last` bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return UNSATISFIABLE;
  const end = last === '' ? size - 1 : Number(last);
  if (end < start) return WHOLE; // invalid: ignored, like a malformed header
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}
