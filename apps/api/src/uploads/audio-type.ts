/**
 * Recognises audio by its first bytes (magic numbers), whatever its name or declared type says:
 * WAV ('RIFF' size 'WAVE'), OGG ('OggS' page), MP3 (an ID3 tag, or an MPEG audio frame header whose
 * version, layer, bitrate and sample rate are all valid values, so that random bytes starting with
 * 0xFF are not taken for one).
 */
import type { AudioMime } from '@switchboard/contract';

export interface DetectedAudio {
  mime: AudioMime;
  extension: 'wav' | 'mp3' | 'ogg';
}

/** Bytes needed to tell the types apart (WAV: 'RIFF' size 'WAVE'). */
export const AUDIO_SNIFF_BYTES = 12;

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** An MPEG audio frame header: 11 sync bits, then no reserved version, layer, bitrate or rate. */
function isMpegFrame(head: Uint8Array): boolean {
  const [b0, b1, b2] = head;
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0b11; // 01 is reserved
  const layer = (b1 >> 1) & 0b11; // 00 is reserved
  const bitrate = b2 >> 4; // 1111 is invalid
  const sampleRate = (b2 >> 2) & 0b11; // 11 is reserved
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

export function detectAudio(head: Uint8Array): DetectedAudio | null {
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WAVE'), 8))
    return { mime: 'audio/wav', extension: 'wav' };
  if (startsWith(head, ascii('OggS'))) return { mime: 'audio/ogg', extension: 'ogg' };
  // ID3v2: 'ID3', then a major version and revision that are never 0xFF.
  if (startsWith(head, ascii('ID3')) && head.length >= 5 && head[3] !== 0xff && head[4] !== 0xff)
    return { mime: 'audio/mpeg', extension: 'mp3' };
  if (isMpegFrame(head)) return { mime: 'audio/mpeg', extension: 'mp3' };
  return null;
}
