/** Sound files: uploaded audio (by content, 20 MB), listed, edited, played by range, deleted with the file. */
import { readdir } from 'node:fs/promises';
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { sampleAudioHeads, sampleWav } from '../src/uploads/audio-samples.js';
import { sampleImages } from '../src/uploads/samples.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

const as = (owner: TestAccount) => owner.tokens.access_token;
const storedFiles = async () => (await readdir(server.deps.config.soundFilesDir).catch(() => [])).sort();
const wav = sampleWav(0.5); // 8,044 bytes

async function upload(owner: TestAccount, file: Uint8Array | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.set('file', new Blob([file], { type: 'application/octet-stream' }), 'greeting.bin');
  for (const [name, value] of Object.entries({ filename: 'Welcome', filetype: 'flow', ...fields }))
    form.set(name, value);
  const res = await fetch(server.url + ep.createSoundFile.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${as(owner)}` },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON.
  return { status: res.status, body: (await res.json()) as any };
}

/** The audio link of sound file `id`, fetched with `headers`. */
async function play(owner: TestAccount, id: number, headers: Record<string, string> = {}) {
  const link = await call(ep.soundFileAudioLink, { token: as(owner), params: { id } });
  expect(link.status).toBe(200);
  return fetch(server.url + link.body.url, { headers });
}

describe('sound files', () => {
  it('stores an upload recognised by content, whatever its name says, and lists it', async () => {
    const owner = await server.createAccount();
    const reply = await upload(owner, wav, { description: ' Greeting ', filetype: 'moh' });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      filename: 'Welcome',
      description: 'Greeting',
      filetype: 'moh',
      filesize: wav.length,
      mime: 'audio/wav',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // No name given: the uploaded file's own.
    expect((await upload(owner, wav, { filename: '' })).body.filename).toBe('greeting.bin');
    expect((await upload(owner, sampleAudioHeads.mp3Id3)).body.mime).toBe('audio/mpeg');
    expect((await upload(owner, sampleAudioHeads.ogg)).body.mime).toBe('audio/ogg');
    const list = await call(ep.listSoundFiles, { token: as(owner) });
    expect(list.body.map((f: { mime: string }) => f.mime)).toEqual([
      'audio/wav',
      'audio/wav',
      'audio/mpeg',
      'audio/ogg',
    ]);
  });

  it('refuses what is not audio, no file and bad fields, storing nothing', async () => {
    const owner = await server.createAccount();
    const before = await storedFiles();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await upload(owner, html)).toEqual({
      status: 422,
      body: {
        message: 'The file must be WAV, MP3 or OGG audio',
        errors: { file: ['The file must be WAV, MP3 or OGG audio'] },
      },
    });
    expect((await upload(owner, sampleImages.webp)).status).toBe(422);
    const none = await upload(owner, null);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ file: ['Please select file'] });
    const fields = await upload(owner, wav, { filename: 'x'.repeat(201), filetype: 'mp3' });
    expect(fields.status).toBe(422);
    expect(Object.keys(fields.body.errors).sort()).toEqual(['filename', 'filetype']);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 413 with a clear message past 20 MB', async () => {
    const owner = await server.createAccount();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(wav.subarray(0, 44));
    const reply = await upload(owner, big);
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: 'The file is too large. The limit is 20 MB.' });
  });

  it('serves the audio through a signed link, whole or by range', async () => {
    const owner = await server.createAccount();
    const { body } = await upload(owner, wav, { filename: 'Welcome ü' });
    const whole = await play(owner, body.id);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(wav.length));
    expect(whole.headers.get('content-disposition')).toMatch(
      /^inline; filename="Welcome _"; filename\*=UTF-8''Welcome%20%C3%BC$/,
    );
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(wav);

    const first = await play(owner, body.id, { Range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${wav.length}`);
    expect(first.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(wav.subarray(0, 100));

    const tail = await play(owner, body.id, { Range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(wav.subarray(wav.length - 10));

    const open = await play(owner, body.id, { Range: `bytes=${wav.length - 4}-` });
    expect(open.headers.get('content-range')).toBe(`bytes ${wav.length - 4}-${wav.length - 1}/${wav.length}`);

    const beyond = await play(owner, body.id, { Range: `bytes=${wav.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${wav.length}`);
  });

  it('refuses forged and expired links', async () => {
    const owner = await server.createAccount();
    const { body } = await upload(owner, wav);
    const link = await call(ep.soundFileAudioLink, { token: as(owner), params: { id: body.id } });
    const token = link.body.url.split('/').pop() as string;
    const [id, expires, signature] = token.split('.');
    const forged = `/public/sound-file/${Number(id) + 1}.${expires}.${signature}`;
    expect((await fetch(server.url + forged)).status).toBe(404);
    expect((await fetch(`${server.url}/public/sound-file/${id}.1.${signature}`)).status).toBe(404);
  });

  it('edits the fields, and deletes the record with its file', async () => {
    const owner = await server.createAccount();
    const before = await storedFiles();
    const { body } = await upload(owner, wav);
    expect(await storedFiles()).toHaveLength(before.length + 1);
    const edited = await call(ep.updateSoundFile, {
      token: as(owner),
      params: { id: body.id },
      body: { filename: 'Hold music', filetype: 'moh' },
    });
    expect(edited.body).toMatchObject({ filename: 'Hold music', filetype: 'moh', filesize: wav.length });
    const link = await call(ep.soundFileAudioLink, { token: as(owner), params: { id: body.id } });
    expect((await call(ep.deleteSoundFile, { token: as(owner), params: { id: body.id } })).status).toBe(200);
    expect(await storedFiles()).toEqual(before);
    expect((await fetch(server.url + link.body.url)).status).toBe(404);
  });

  it("keeps accounts apart: another account's sound file is a 404 everywhere", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { body } = await upload(owner, wav);
    const params = { id: body.id };
    expect((await call(ep.getSoundFile, { token: as(other), params })).status).toBe(404);
    expect((await call(ep.soundFileAudioLink, { token: as(other), params })).status).toBe(404);
    expect(
      (await call(ep.updateSoundFile, { token: as(other), params, body: { filename: 'x' } })).status,
    ).toBe(404);
    expect((await call(ep.deleteSoundFile, { token: as(other), params })).status).toBe(404);
    expect((await call(ep.listSoundFiles, { token: as(other) })).body).toEqual([]);
    expect((await call(ep.getSoundFile, { token: as(owner), params })).status).toBe(200);
  });
});
