/** Small valid audio for tests, the demo and e2e: a generated WAV tone and the heads of MP3 and OGG. */

/** A mono 16-bit PCM WAV of `seconds` of a 440 Hz tone at 8 kHz. */
export function sampleWav(seconds = 1, sampleRate = 8000): Uint8Array {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) {
    buffer.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), 44 + i * 2);
  }
  return new Uint8Array(buffer);
}

const bytes = (...values: number[]) => new Uint8Array(values);

/** The first bytes of real files: an MP3 with an ID3v2.4 tag, one without (an MPEG-1 Layer III frame at 128 kbit/s, 44.1 kHz) and an OGG page. */
export const sampleAudioHeads = {
  mp3Id3: bytes(0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x54, 0x53),
  mp3Frame: bytes(0xff, 0xfb, 0x90, 0x64, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00),
  ogg: bytes(0x4f, 0x67, 0x67, 0x53, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00),
};
