/**
 * Visitors' email attachments in the data folder ($DATA_DIR/attachments), under random names
 * (128 bits, hex, no extension): nothing the visitor sent reaches a path. Written to a temporary
 * file, flushed to disk and renamed into place before the request row that points at it is
 * committed; a failed commit removes the file. They are never served as they are: the owner gets a
 * link signed with the server's secret that expires after a few minutes (GET /public/attachment/:token),
 * which downloads the file as an attachment, never rendered inline.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { SIGNED_LINK_SECONDS, signedLinks } from '../lib/signed-link.js';

export const ATTACHMENT_KEY = /^[0-9a-f]{32}$/;
export const ATTACHMENT_LINK_SECONDS = SIGNED_LINK_SECONDS;

export async function storeAttachment(dir: string, bytes: Uint8Array): Promise<string> {
  await mkdir(dir, { recursive: true });
  const key = randomBytes(16).toString('hex');
  const temp = path.join(dir, `.${key}.${process.pid}.tmp`);
  try {
    const file = await open(temp, 'wx');
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, path.join(dir, key));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return key;
}

export async function removeAttachment(dir: string, key: string): Promise<void> {
  if (ATTACHMENT_KEY.test(key)) await rm(path.join(dir, key), { force: true });
}

export const attachmentFile = (dir: string, key: string) => path.join(dir, key);

const links = signedLinks('attachment');
/** `<id>.<expires>.<signature>`: downloads request `id`'s attachment until it expires. */
export const attachmentToken = links.token;
/** The request id a token names, or null (malformed, forged or expired). */
export const readAttachmentToken = links.read;

/** A file name safe for Content-Disposition and logs: no paths, controls or quotes; at most 200 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => ch !== '"' && ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'attachment';
}
