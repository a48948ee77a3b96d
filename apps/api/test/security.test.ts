import { readdir, readFile } from 'node:fs/promises';
import { type Endpoint, endpoints, endpoints as ep } from '@switchboard/contract';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.js';
import { assertServesTable, contractRoutes } from '../src/lib/contract-routes.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client, seenBodies } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

it('runs on the database the environment asks for', () => {
  expect(server.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
});

describe('tenant isolation', () => {
  let a: TestAccount;
  let b: TestAccount;
  let userId: number;
  let extensionId: number;

  beforeAll(async () => {
    a = await server.createAccount();
    b = await server.createAccount();
    const ext = await call(ep.createExtension, {
      token: a.tokens.access_token,
      body: { extension: '500', password: 'sip secret 1' },
    });
    extensionId = ext.body.id;
    const user = await call(ep.createPbxUser, {
      token: a.tokens.access_token,
      body: {
        username: 'private',
        description: 'A only',
        password: 'sip secret 1',
        extension_id: extensionId,
      },
    });
    userId = user.body.id;
  });

  it("B cannot read A's users or extensions", async () => {
    const token = b.tokens.access_token;
    expect((await call(ep.getPbxUser, { params: { id: userId }, token })).status).toBe(404);
    expect((await call(ep.getExtension, { params: { id: extensionId }, token })).status).toBe(404);
    expect((await call(ep.freeExtensionsForUser, { params: { id: userId }, token })).status).toBe(404);
    expect((await call(ep.listPbxUsers, { token })).body).toEqual([]);
    expect((await call(ep.listExtensions, { token })).body).toEqual([]);
    expect((await call(ep.freeExtensions, { token })).body).toEqual([]);
    expect((await call(ep.searchPbxUsers, { token, body: { search: 'private' } })).body).toEqual([]);
  });

  it("B cannot update or delete A's users or extensions", async () => {
    const token = b.tokens.access_token;
    const params = { id: userId };
    expect((await call(ep.updatePbxUser, { params, token, body: { description: 'pwned' } })).status).toBe(
      404,
    );
    expect((await call(ep.deletePbxUser, { params, token })).status).toBe(404);
    expect(
      (await call(ep.updateExtension, { params: { id: extensionId }, token, body: { description: 'pwned' } }))
        .status,
    ).toBe(404);
    expect((await call(ep.deleteExtension, { params: { id: extensionId }, token })).status).toBe(404);

    const [user] = (await call(ep.getPbxUser, { params, token: a.tokens.access_token })).body;
    expect(user).toMatchObject({ description: 'A only', extension: { extension: '500' } });
    expect(
      (await call(ep.getExtension, { params: { id: extensionId }, token: a.tokens.access_token })).status,
    ).toBe(200);
  });

  it("B cannot give itself A's extension", async () => {
    const reply = await call(ep.createPbxUser, {
      token: b.tokens.access_token,
      body: { username: 'thief', description: 'x', password: 'sip secret 1', extension_id: extensionId },
    });
    expect(reply.status).toBe(422);
  });

  it("a user within A cannot reach B's data either", async () => {
    const user = await server.createPbxUser(a.accountId);
    const login = await call(ep.userLogin, {
      body: { username: user.username, password: user.password, client_id: a.accountId },
    });
    const bExt = await call(ep.createExtension, {
      token: b.tokens.access_token,
      body: { extension: '600', password: 'sip secret 1' },
    });
    const token = login.body.access_token;
    expect((await call(ep.getExtension, { params: { id: bExt.body.id }, token })).status).toBe(404);
    expect((await call(ep.listPbxUsers, { token })).body.map((u: { id: number }) => u.id)).toContain(userId);
  });
});

describe('the verified-email gate', () => {
  it('answers 403 with the spec text on every verified endpoint', async () => {
    const unverified = await server.createAccount({ verified: false });
    const gated = Object.values(endpoints).filter((e: Endpoint) => e.auth === 'verified');
    expect(gated.length).toBeGreaterThan(10);
    for (const endpoint of gated) {
      const reply = await call(endpoint as Endpoint, {
        params: Object.fromEntries(
          [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, '1']),
        ) as never,
        token: unverified.tokens.access_token,
        body: endpoint.body ? {} : undefined,
      });
      expect([endpoint.path, reply.status, reply.body]).toEqual([
        endpoint.path,
        403,
        { message: 'Please verify your account to complete this request' },
      ]);
    }
  });
});

describe('the endpoint table', () => {
  /**
   * An app serving, through contractRoutes, every entry of `table` except `leftOut`; the console's
   * catch-all last, as app.ts mounts it, unless `inTableOrder`.
   */
  function appServing(table: Record<string, Endpoint>, leftOut?: string, inTableOrder = false) {
    const routes = contractRoutes(server.deps);
    const last = (endpoint: Endpoint) => (!inTableOrder && endpoint.path === '/*' ? 1 : 0);
    const entries = Object.entries(table).sort(([, a], [, b]) => last(a) - last(b));
    for (const [name, endpoint] of entries) {
      if (name !== leftOut) routes.on(endpoint, (c) => c.json({ name }));
    }
    return new Hono().route('/', routes.app);
  }

  it('is served by the app as it is', () => {
    expect(() => assertServesTable(server.app, endpoints)).not.toThrow();
    expect(() => assertServesTable(appServing(endpoints), endpoints)).not.toThrow();
  });

  it('refuses an app that leaves one entry unserved, naming it', () => {
    expect(() => assertServesTable(appServing(endpoints, 'statsReport'), endpoints)).toThrow(
      /statsReport \(POST \/admin\/reports\/:type\) is not served/,
    );
  });

  it('refuses an app in which an endpoint is answered by another registered before it', () => {
    expect(() => assertServesTable(appServing(endpoints, undefined, true), endpoints)).toThrow(
      /GET \/admin\/xpbx\/blacklist is answered by \/\*, registered before it/,
    );
  });

  it('refuses an app with a route outside contractRoutes or outside the table', () => {
    const extra = appServing(endpoints).get('/admin/backdoor', (c) => c.json({}));
    expect(() => assertServesTable(extra, endpoints)).toThrow(
      /GET \/admin\/backdoor is registered outside contractRoutes/,
    );
    const unlisted = {
      method: 'GET',
      path: '/admin/unlisted',
      body: undefined,
      response: {},
      auth: 'user',
    } as const;
    const outside = appServing({ ...endpoints, unlisted });
    expect(() => assertServesTable(outside, endpoints)).toThrow(
      /GET \/admin\/unlisted is served from an entry outside the table/,
    );
    const loosened = appServing({ ...endpoints, me: { ...endpoints.me, auth: 'public' } });
    expect(() => assertServesTable(loosened, endpoints)).toThrow(/me \(GET \/admin\/me\) is served unlike/);
  });
});

describe('error shapes', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const res = await fetch(`${server.url}/admin/root-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers another content type on a JSON endpoint with 400 and a message', async () => {
    const res = await fetch(`${server.url}/admin/root-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'The request body must be JSON (Content-Type: application/json).',
    });
  });

  it('refuses oversized bodies with 413', async () => {
    // In-process: the server answers before reading the body, and a half-read keep-alive socket
    // would upset the next fetch of this file.
    const res = await server.app.request('/admin/root-login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await fetch(`${server.url}/admin/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found.' });
  });
});

describe('migrations', () => {
  it('are schema-neutral and idempotent', async () => {
    for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'))) {
      expect([file, (await readFile(`${MIGRATIONS_DIR}/${file}`, 'utf8')).includes('"public".')]).toEqual([
        file,
        false,
      ]);
    }
    expect(await migrate(server.db)).toEqual([]);
  });
});

describe('secrets', () => {
  it('never leave the server: no password, hash or secret field, no argon2 string in any answer', async () => {
    // Exercise the answers that carry users and profiles once more, then scan everything seen.
    const owner = await server.createAccount();
    await call(ep.createPbxUser, {
      token: owner.tokens.access_token,
      body: { username: 'leaky', description: 'x', password: 'sip secret 1' },
    });
    await call(ep.createExtension, {
      token: owner.tokens.access_token,
      body: { extension: '700', password: 'sip secret 1' },
    });
    await call(ep.listPbxUsers, { token: owner.tokens.access_token });
    await call(ep.listExtensions, { token: owner.tokens.access_token });
    await call(ep.profile, { token: owner.tokens.access_token });

    const keys = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          keys.add(key);
          walk(child);
        }
      }
    };
    seenBodies.forEach(walk);
    expect(seenBodies.length).toBeGreaterThan(20);
    // Validation errors may name the password field; data never carries it.
    const dataKeys = [...keys].filter((k) => /pass|pwd|hash|secret/i.test(k));
    expect(
      dataKeys.every((k) =>
        ['password', 'password_confirmation', 'user_old_pwd', 'user_new_pwd', 'user_retype_pwd'].includes(k),
      ),
    ).toBe(true);
    for (const body of seenBodies) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/\$argon2/);
      if (text.includes('"password"')) expect(text).toMatch(/"errors"/);
    }
  });
});
