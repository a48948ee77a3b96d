import { describe, expect, it } from 'vitest';
import { sampleAudioHeads, sampleWav } from './audio-samples.js';
import { detectAudio } from './audio-type.js';
import { sampleImages } from './samples.js';

describe('detectAudio', () => {
  it('recognises WAV, MP3 (tagged or a bare frame) and OGG by their first bytes', () => {
    expect(detectAudio(sampleWav(0.01))).toEqual({ mime: 'audio/wav', extension: 'wav' });
    expect(detectAudio(sampleAudioHeads.mp3Id3)).toEqual({ mime: 'audio/mpeg', extension: 'mp3' });
    expect(detectAudio(sampleAudioHeads.mp3Frame)).toEqual({ mime: 'audio/mpeg', extension: 'mp3' });
    expect(detectAudio(sampleAudioHeads.ogg)).toEqual({ mime: 'audio/ogg', extension: 'ogg' });
  });

  it('refuses anything else: images (a WebP is RIFF too, a JPEG starts with 0xFF), text, invalid frames', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(detectAudio(sampleImages.webp)).toBeNull();
    expect(detectAudio(sampleImages.jpeg)).toBeNull();
    expect(detectAudio(text('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectAudio(text('song.mp3'))).toBeNull();
    // Sync bits with a reserved MPEG version, a reserved layer, a bad bitrate or a reserved rate.
    expect(detectAudio(new Uint8Array([0xff, 0xeb, 0x90, 0x00]))).toBeNull();
    expect(detectAudio(new Uint8Array([0xff, 0xf9, 0x90, 0x00]))).toBeNull();
    expect(detectAudio(new Uint8Array([0xff, 0xfb, 0xf0, 0x00]))).toBeNull();
    expect(detectAudio(new Uint8Array([0xff, 0xfb, 0x9c, 0x00]))).toBeNull();
    expect(detectAudio(sampleWav(0.01).subarray(0, 8))).toBeNull();
    expect(detectAudio(new Uint8Array())).toBeNull();
  });
});
