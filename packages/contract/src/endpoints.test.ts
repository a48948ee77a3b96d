import { describe, expect, expectTypeOf, it } from 'vitest';
import { isMultipartBody } from './bodies/uploads.js';
import { type BodyOf, buildPath, type PathParamNames, type ResponseOf } from './endpoint.js';
import { endpoints } from './endpoints.js';
import type { PbxUser } from './entities/pbx.js';

describe('endpoints', () => {
  it('declares each method and path once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses spec §7 paths under /admin, and /public for the widget runtime only', () => {
    for (const e of Object.values(endpoints)) {
      if (e.path.startsWith('/public/')) expect([e.path, e.auth]).toEqual([e.path, 'public']);
      else expect(e.path).toMatch(/^\/admin\//);
    }
    expect(endpoints.saveWidgetContacts.path).toBe('/admin/widget/contacts/:widgetId');
    expect(endpoints.deleteWidget).toMatchObject({ method: 'DELETE', path: '/admin/widget/:id' });
    expect(endpoints.getPbxUser.path).toBe('/admin/xpbx/user/:id');
    expect(endpoints.refresh).toMatchObject({ method: 'GET', path: '/admin/oauth', auth: 'refresh' });
  });

  it('gives every body-taking method a struct and GET/DELETE none', () => {
    for (const e of Object.values(endpoints)) {
      if (e.method === 'GET' || e.method === 'DELETE') expect(e.body).toBeUndefined();
      else expect(e.body).toBeDefined();
    }
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath(endpoints.getPbxUser.path, { id: 7 })).toBe('/admin/xpbx/user/7');
    expect(buildPath(endpoints.forgotPassword.path, { email: 'a+b@x.io' })).toBe(
      '/admin/profile/forgot-password/a%2Bb%40x.io',
    );
  });
});

describe('types', () => {
  it('derive body, response and path parameters from an entry', () => {
    expectTypeOf<ResponseOf<typeof endpoints.getPbxUser>>().toEqualTypeOf<PbxUser[]>();
    expectTypeOf<BodyOf<typeof endpoints.getPbxUser>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyOf<typeof endpoints.userLogin>>().toMatchTypeOf<{
      username: string;
      client_id: number;
    }>();
    expectTypeOf<PathParamNames<'/admin/a/:id/b/:other'>>().toEqualTypeOf<'id' | 'other'>();
  });
});

describe('uploads', () => {
  it('mark their bodies multipart and check the file like the console does', () => {
    const uploads = Object.values(endpoints).filter((e) => isMultipartBody(e.body));
    expect(uploads.map((e) => e.path)).toEqual([
      '/admin/profile/photo',
      '/admin/profile/logo',
      '/public/widget/:publicKey/email',
    ]);
    expect(endpoints.uploadPhoto.body.multipart).toMatchObject({ field: 'file', maxBytes: 20 * 1024 * 1024 });
    expect(isMultipartBody(endpoints.updateProfile.body)).toBe(false);

    const [missing] = endpoints.uploadPhoto.body.validate({});
    expect(missing?.failures()[0]?.message).toBe('Please select file');
    const big = new Blob([new Uint8Array(20 * 1024 * 1024 + 1)]);
    const [tooBig] = endpoints.uploadPhoto.body.validate({ file: big });
    expect(tooBig?.failures()[0]?.message).toBe('The file is too large. The limit is 20 MB.');
    expect(endpoints.uploadPhoto.body.validate({ file: new Blob(['x']) })[0]).toBeUndefined();
  });
});
