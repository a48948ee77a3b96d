import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.js';
import { startSession } from '../auth/sessions.js';
import { pbxUsers, sessions } from '../db/schema.js';
import { startTestServer, type TestServer } from '../testing.js';
import { authenticate } from './authenticate.js';

let server: TestServer;
let app: Hono<AppEnv>;

beforeAll(async () => {
  server = await startTestServer();
  app = new Hono<AppEnv>();
  for (const level of ['user', 'verified', 'admin'] as const) {
    app.get(`/${level}`, authenticate(server.deps, level), (c) => c.json(c.get('session')));
  }
  // The app's error handler turns the thrown 401/403 into their JSON answers.
  app.onError((error) => (error as { getResponse(): Response }).getResponse());
});
afterAll(() => server?.close());

const get = (path: string, token?: string) =>
  app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('authenticate', () => {
  it('sets the session from a valid token', async () => {
    const owner = await server.createAccount();
    const res = await get('/user', owner.tokens.access_token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      kind: 'root',
      subjectId: owner.rootUserId,
      accountId: owner.accountId,
      ownerId: owner.rootUserId,
      isAdmin: false,
      verified: true,
      actorId: null,
    });
  });

  it('answers 401 without a token, with a malformed one, or for a revoked session', async () => {
    const owner = await server.createAccount();
    expect((await get('/user')).status).toBe(401);
    expect((await get('/user', 'not.a.jwt')).status).toBe(401);
    await server.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.subjectId, owner.rootUserId));
    expect((await get('/user', owner.tokens.access_token)).status).toBe(401);
  });

  it('answers 401 once a user within an account is deactivated', async () => {
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const pair = await startSession(server.deps, {
      kind: 'user',
      subjectId: user.id,
      accountId: owner.accountId,
      isAdmin: false,
    });
    expect((await get('/user', pair.access_token)).status).toBe(200);
    await server.db.update(pbxUsers).set({ isActive: false }).where(eq(pbxUsers.id, user.id));
    expect((await get('/user', pair.access_token)).status).toBe(401);
  });

  it('answers 403 with the verification text on the verified level', async () => {
    const owner = await server.createAccount({ verified: false });
    const res = await get('/verified', owner.tokens.access_token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Please verify your account to complete this request' });
  });

  it('lets only administrators, not impersonating, through the admin level', async () => {
    const owner = await server.createAccount();
    const admin = await server.createAdmin();
    expect((await get('/admin', owner.tokens.access_token)).status).toBe(403);
    expect((await get('/admin', admin.tokens.access_token)).status).toBe(200);
    const user = await server.createPbxUser(owner.accountId);
    const acting = await startSession(
      server.deps,
      { kind: 'user', subjectId: user.id, accountId: owner.accountId, isAdmin: false },
      { actorId: admin.rootUserId },
    );
    expect((await get('/admin', acting.access_token)).status).toBe(403);
  });
});
