/**
 * Built files with the brotli and gzip copies the build wrote beside them (`x.js.br`, `x.js.gz`:
 * scripts/precompress.mjs). A copy is used only when it decompresses to the file's exact bytes, so
 * a copy left over from another build is never served; without copies the file is served as it is.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Encoded, hashEtag } from './content-coding.js';

const COPIES = [
  ['br', '.br', brotliDecompressSync],
  ['gzip', '.gz', gunzipSync],
] as const;

/** The suffixes of the compressed copies: never served under their own names. */
export const isCompressedCopy = (file: string) => file.endsWith('.br') || file.endsWith('.gz');

const own = (buffer: Buffer) => Uint8Array.from(buffer);

export async function readEncodedFile(file: string): Promise<Encoded> {
  const identity = own(await readFile(file));
  const encoded: Encoded = { identity, etag: hashEtag(identity) };
  for (const [coding, suffix, decompress] of COPIES) {
    const copy = await readFile(file + suffix).catch(() => null);
    if (copy && copy.length < identity.length && Buffer.from(identity).equals(decompress(copy)))
      encoded[coding] = own(copy);
  }
  return encoded;
}

/**
 * The files of a folder by URL path, read once and kept while their modification time and size
 * stay the same (a rebuilt folder is served without a restart). Paths outside the folder, folders
 * and the compressed copies themselves are not files here (null).
 */
export function encodedFolder(root: string) {
  const base = path.resolve(root);
  const cache = new Map<string, { mtimeMs: number; size: number; file: Promise<Encoded> }>();

  return async function get(urlPath: string): Promise<Encoded | null> {
    let relative: string;
    try {
      relative = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (relative.includes('\0') || isCompressedCopy(relative)) return null;
    const full = path.resolve(base, `.${relative}`);
    if (!full.startsWith(base + path.sep)) return null;
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) return null;
    const cached = cache.get(full);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.file;
    const file = readEncodedFile(full);
    // A failed read (file removed mid-rebuild) is retried on the next request.
    file.catch(() => cache.delete(full));
    cache.set(full, { mtimeMs: info.mtimeMs, size: info.size, file });
    return file;
  };
}
