/**
 * Stored files behind one interface, `FileStore`: today the data folder (`diskStore`: photos and
 * logos in $DATA_DIR/uploads, sound files in $DATA_DIR/sound-files); an S3-compatible store behind
 * STORAGE_URL is future work and would implement the same interface. Names are random (128 bits)
 * plus the extension of the detected type: nothing the client sent reaches a path.
 *
 * Nothing is left half-written: the bytes go to a temporary file that is renamed into place (atomic
 * on one file system), then `link` records the new URL (a database transaction). If `link` fails,
 * the new file is removed; once it succeeded, the file it replaced is removed.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buildPath, uploadedFile } from '@switchboard/contract/paths';
import type { Logger } from '../lib/logger.js';
import type { DetectedImage } from './image-type.js';

/** Where stored files live, by key (a name `newKey` made). */
export interface FileStore {
  /** Writes the whole file or nothing. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes `start`..`end` (inclusive), or all of them; the stream errors when it is missing. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Removes the file; a missing one is no error. */
  remove(key: string): Promise<void>;
}

/** A fresh random key with the given extension. */
export const newKey = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

/** Keys are ours (`newKey`): no separators, no dot files, so no key leaves the folder. */
const SAFE_KEY = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

/** Files in a folder of the data directory. */
export function diskStore(dir: string): FileStore {
  const file = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`not a stored file key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      const final = file(key);
      const temp = path.join(dir, `.${key}.${process.pid}.tmp`);
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, final);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    read(key, range) {
      return createReadStream(file(key), range);
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}

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
  const store = diskStore(dir);
  const name = newKey(type.extension);
  await store.put(name, bytes);
  const url = buildPath(uploadedFile, { name });
  let replaced: string | null;
  try {
    replaced = await link(url);
  } catch (error) {
    await store.remove(name);
    throw error;
  }
  const old = uploadNameOf(replaced);
  if (old && old !== name) {
    await store
      .remove(old)
      .catch((error: unknown) => log.error(`could not remove replaced upload ${old}`, error));
  }
  return url;
}
