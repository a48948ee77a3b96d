/** Photo and logo uploads: multipart, 20 MB, images by content, stored and served back. */
import { readdir } from 'node:fs/promises';
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { sampleImages } from '../src/uploads/samples.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

/** Posts `file` as the multipart field `file` (or `field`). */
async function upload(
  path: string,
  token: string | null,
  file: Blob | null,
  name = 'photo.png',
  field = 'file',
) {
  const form = new FormData();
  if (file) form.append(field, file, name);
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON.
  return { status: res.status, body: (await res.json()) as any };
}

const blob = (bytes: Uint8Array, type = 'image/png') => new Blob([bytes], { type });
const storedFiles = async () => (await readdir(server.deps.config.uploadsDir)).sort();

describe('POST /admin/profile/photo and /admin/profile/logo', () => {
  let owner: TestAccount;
  beforeAll(async () => {
    owner = await server.createAccount();
  });

  it('stores the photo, points user_photo at it and serves it back', async () => {
    const reply = await upload(ep.uploadPhoto.path, owner.tokens.access_token, blob(sampleImages.png));
    expect(reply.status).toBe(200);
    const photo: string = reply.body.user_info.user_photo;
    expect(photo).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await call(ep.profile, { token: owner.tokens.access_token })).body.user_info.user_photo).toBe(
      photo,
    );

    const served = await fetch(server.url + photo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(sampleImages.png);
  });

  it('stores the logo as company logo_path, replacing (and removing) the previous one', async () => {
    const first = await upload(
      ep.uploadLogo.path,
      owner.tokens.access_token,
      blob(sampleImages.gif, 'image/gif'),
      'a.gif',
    );
    const second = await upload(
      ep.uploadLogo.path,
      owner.tokens.access_token,
      blob(sampleImages.webp, 'image/webp'),
      'b.webp',
    );
    expect(second.status).toBe(200);
    const logo: string = second.body.company_info.logo_path;
    expect(logo).toMatch(/\.webp$/);
    expect((await fetch(server.url + logo)).headers.get('content-type')).toBe('image/webp');
    expect((await fetch(server.url + first.body.company_info.logo_path)).status).toBe(404);
  });

  it('names files by content, never by the name or type the client sent', async () => {
    const jpeg = await upload(
      ep.uploadPhoto.path,
      owner.tokens.access_token,
      blob(sampleImages.jpeg, 'text/html'),
      '../../evil.html',
    );
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.user_info.user_photo).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
  });

  it("answers 422 'The file must be an image' for anything else, whatever it claims to be", async () => {
    const before = await storedFiles();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const reply = await upload(
      ep.uploadPhoto.path,
      owner.tokens.access_token,
      blob(html, 'image/png'),
      'photo.png',
    );
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      message: 'The file must be an image',
      errors: { file: ['The file must be an image'] },
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(
      (await upload(ep.uploadLogo.path, owner.tokens.access_token, blob(svg, 'image/svg+xml'), 'a.svg'))
        .status,
    ).toBe(422);
    expect(await storedFiles()).toEqual(before);
  });

  it("answers 422 'Please select file' without a file, 400 for a JSON body", async () => {
    const none = await upload(ep.uploadPhoto.path, owner.tokens.access_token, null);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ file: ['Please select file'] });
    const otherField = await upload(
      ep.uploadPhoto.path,
      owner.tokens.access_token,
      blob(sampleImages.png),
      'a.png',
      'photo',
    );
    expect(otherField.body.errors).toEqual({ file: ['Please select file'] });
    const json = await call(ep.uploadPhoto, { token: owner.tokens.access_token, body: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/multipart\/form-data/);
  });

  it('answers 413 with a clear message past 20 MB, storing nothing', async () => {
    const before = await storedFiles();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(sampleImages.png);
    // A body over the limit is refused from its Content-Length, before it is read.
    const res = await server.app.request(ep.uploadPhoto.path, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${owner.tokens.access_token}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(big.length + 200_000),
      },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The file is too large. The limit is 20 MB.' });

    // Just over 20 MB of file inside a body the framing allowance lets through: the file check says so.
    const form = new FormData();
    form.append('file', blob(big), 'big.png');
    const justOver = await server.app.request(ep.uploadPhoto.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.tokens.access_token}` },
      body: form,
    });
    expect(justOver.status).toBe(413);
    expect(await storedFiles()).toEqual(before);
  });

  it('is for the account owner only', async () => {
    expect((await upload(ep.uploadPhoto.path, null, blob(sampleImages.png))).status).toBe(401);
    const user = await server.createPbxUser(owner.accountId);
    const login = await call(ep.userLogin, {
      body: { username: user.username, password: user.password, client_id: owner.accountId },
    });
    const reply = await upload(ep.uploadLogo.path, login.body.access_token, blob(sampleImages.png));
    expect(reply.status).toBe(403);
  });
});

describe('GET /uploads/:name', () => {
  it('serves only stored names: 404 for others, traversal included', async () => {
    for (const path of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/.tmp',
      '/uploads/',
    ]) {
      const res = await fetch(server.url + path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});
