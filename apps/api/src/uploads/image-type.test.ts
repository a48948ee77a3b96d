import { describe, expect, it } from 'vitest';
import { detectImage } from './image-type.js';
import { sampleImages } from './samples.js';

describe('detectImage', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(detectImage(sampleImages.png)).toEqual({ mime: 'image/png', extension: 'png' });
    expect(detectImage(sampleImages.jpeg)).toEqual({ mime: 'image/jpeg', extension: 'jpg' });
    expect(detectImage(sampleImages.gif)).toEqual({ mime: 'image/gif', extension: 'gif' });
    expect(detectImage(sampleImages.webp)).toEqual({ mime: 'image/webp', extension: 'webp' });
  });

  it('refuses anything else, including truncated signatures', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(detectImage(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImage(text('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectImage(text('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(detectImage(sampleImages.png.subarray(0, 4))).toBeNull();
    expect(detectImage(new Uint8Array())).toBeNull();
  });
});
