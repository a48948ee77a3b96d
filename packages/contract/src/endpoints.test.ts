import { describe, expect, expectTypeOf, it } from 'vitest';
import { isMultipartBody } from './bodies/uploads.js';
import { answersFile, type BodyOf, buildPath, type PathParamNames, type ResponseOf } from './endpoint.js';
import { endpoints, type FileEndpointName } from './endpoints.js';
import type { PbxUser } from './entities/pbx.js';
import * as paths from './paths.js';

describe('endpoints', () => {
  it('declares each method and path once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses spec §7 paths under /admin; /public, the files and the operations are public', () => {
    // Spec §7 writes the provider's subscribe path at the root: GET/DELETE /{card_provider}/subscribe/{id}.
    const rootPaths: string[] = [paths.providerSubscribe];
    for (const e of Object.values(endpoints)) {
      if (!e.path.startsWith('/admin/') && !rootPaths.includes(e.path))
        expect([e.path, e.auth]).toEqual([e.path, 'public']);
    }
    expect(endpoints.saveWidgetContacts.path).toBe('/admin/widget/contacts/:widgetId');
    expect(endpoints.deleteWidget).toMatchObject({ method: 'DELETE', path: '/admin/widget/:id' });
    expect(endpoints.getPbxUser.path).toBe('/admin/xpbx/user/:id');
    expect(endpoints.refresh).toMatchObject({ method: 'GET', path: '/admin/oauth', auth: 'refresh' });
  });

  it('gives every body-taking method a struct and GET/DELETE none', () => {
    // Read raw by their handlers: a signed webhook (the signature covers the exact bytes) and the
    // HTML forms of the sandbox checkout page and of the public site's contact form.
    const rawBodies: readonly object[] = [
      endpoints.paymentsWebhook,
      endpoints.sandboxCheckoutPay,
      endpoints.messagingWebhook,
      endpoints.siteContact,
    ];
    for (const e of Object.values(endpoints)) {
      if (e.method === 'GET' || e.method === 'DELETE' || rawBodies.includes(e))
        expect(e.body).toBeUndefined();
      else expect(e.body).toBeDefined();
    }
  });
});

describe('paths', () => {
  it('are each the path of a table entry', () => {
    const served = new Set(Object.values(endpoints).map((e) => e.path));
    const written = Object.values(paths).filter((value) => typeof value === 'string');
    expect(written.filter((path) => !served.has(path))).toEqual([]);
    expect(endpoints.widgetPublicConfig.path).toBe(paths.widgetPublicConfig);
  });
});

describe('file entries', () => {
  it('are public GETs marked as answering files, the JSON entries are not', () => {
    const files = Object.values(endpoints).filter(answersFile);
    expect(files.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/uploads/:name', '/public/attachment/:token', '/widget.js', '/*']),
    );
    for (const e of files) expect([e.path, e.auth]).toEqual([e.path, 'public']);
    // The file entries that are not GETs: form posts answered with a page (the sandbox checkout's,
    // the public site's contact form).
    expect(files.filter((e) => e.method !== 'GET').map((e) => e.path)).toEqual([
      paths.sandboxCheckout,
      paths.siteHome,
    ]);
    expect(answersFile(endpoints.reportAttachment)).toBe(false);
    expect(answersFile(endpoints.health)).toBe(false);
    expectTypeOf<'widgetScript'>().toExtend<FileEndpointName>();
    expectTypeOf<'me'>().not.toExtend<FileEndpointName>();
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
    expect(new Set(uploads.map((e) => e.path))).toEqual(
      new Set([
        '/admin/profile/photo',
        '/admin/profile/logo',
        '/public/widget/:publicKey/email',
        '/admin/xpbx/carrier/:carrierId/rate/import',
        '/admin/xpbx/tariff/rate/import',
        '/admin/xpbx/sound-file',
        '/admin/xpbx/contacts/import',
      ]),
    );
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
