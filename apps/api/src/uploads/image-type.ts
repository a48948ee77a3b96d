/**
 * Recognises an image by its first bytes (magic numbers), whatever its name or declared type says:
 * a renamed script or HTML page is not an image, and a PNG called photo.txt is one.
 */
import type { ImageType } from '@switchboard/contract';

export interface DetectedImage {
  mime: ImageType;
  /** The extension stored files get; GET /uploads serves the content type from it. */
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

/** Bytes needed to tell the types apart (WebP: 'RIFF' size 'WEBP'). */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

export function detectImage(head: Uint8Array): DetectedImage | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')))
    return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
    return { mime: 'image/webp', extension: 'webp' };
  return null;
}
