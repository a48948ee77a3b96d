/**
 * Uploaded files in the data folder ($DATA_DIR/uploads; an S3-compatible store behind STORAGE_URL
 * is future work and would implement the same two steps). Names are random (128 bits) plus the
 * extension of the detected type: nothing the client sent reaches a path.
 *
 * Nothing is left half-written: the bytes go to a temporary file that is renamed into place (atomic
 * on one file system), then `link` records the new URL (a database transaction). If `link` fails,
 * the new file is removed; once it succeeded, the file it replaced is removed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildPath, uploadedFile } from '@switchboard/contract/paths';
import type { Logger } from '../lib/logger.js';
import type { DetectedImage } from './image-type.js';

/** The URL path files are served at (the contract's uploadedFile entry, without its name). */
export const UPLOADS_PATH = buildPath(uploadedFile, { name: '' });

/** What stored names look like; GET /uploads/:name serves nothing else. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** The stored name behind a URL of ours, or null (an empty field, or something else). */
export function uploadNameOf(url: string | null): string | null {
  if (!url?.startsWith(UPLOADS_PATH)) return null;
  const name = url.slice(UPLOADS_PATH.length);
  return UPLOAD_NAME.test(name) ? name : null;
}

/**
 * Stores `bytes` and hands its URL to `link`, which records it and returns the URL it replaced.
 * Resolves to the new URL.
 */
export async function storeUpload(
  dir: string,
  bytes: Uint8Array,
  type: DetectedImage,
  link: (url: string) => Promise<string | null>,
  log: Logger,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
  const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
  const final = path.join(dir, name);
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, final);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const url = buildPath(uploadedFile, { name });
  let replaced: string | null;
  try {
    replaced = await link(url);
  } catch (error) {
    await rm(final, { force: true });
    throw error;
  }
  const old = uploadNameOf(replaced);
  if (old && old !== name) {
    await rm(path.join(dir, old), { force: true }).catch((error: unknown) =>
      log.error(`could not remove replaced upload ${old}`, error),
    );
  }
  return url;
}
