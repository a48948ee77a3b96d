import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.js';
import { detectImage } from './image-type.js';
import { sampleImages } from './samples.js';
import { storeUpload, UPLOAD_NAME, uploadNameOf } from './store.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'switchboard-uploads-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const png = detectImage(sampleImages.png)!;

describe('storeUpload', () => {
  it('stores under a random name with the detected extension and removes the file it replaces', async () => {
    const first = await storeUpload(dir, sampleImages.png, png, async () => null, silentLogger);
    expect(first).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const name = uploadNameOf(first)!;
    expect(await readFile(path.join(dir, name))).toEqual(Buffer.from(sampleImages.png));

    const second = await storeUpload(dir, sampleImages.png, png, async () => first, silentLogger);
    expect(second).not.toBe(first);
    expect(await readdir(dir)).toEqual([uploadNameOf(second)]);
  });

  it('leaves nothing behind when recording the URL fails', async () => {
    const failing = async () => {
      throw new Error('database down');
    };
    await expect(storeUpload(dir, sampleImages.png, png, failing, silentLogger)).rejects.toThrow(
      'database down',
    );
    expect(await readdir(dir)).toEqual([]);
  });

  it('only ever names its own files', () => {
    expect(uploadNameOf('/uploads/../../etc/passwd')).toBeNull();
    expect(uploadNameOf('https://elsewhere.example/x.png')).toBeNull();
    expect(uploadNameOf(null)).toBeNull();
    expect(UPLOAD_NAME.test('0123456789abcdef0123456789abcdef.png')).toBe(true);
    expect(UPLOAD_NAME.test('.0123456789abcdef0123456789abcdef.png.1.tmp')).toBe(false);
  });
});
