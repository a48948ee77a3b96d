import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.js';
import { signAccessToken, type TokenSubject } from '../auth/access-tokens.js';
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

  it('forged_claims: a token signed with the right secret whose claims differ from its session is refused', async () => {
    const attacker = await server.createAccount();
    const victim = await server.createAccount();
    const admin = await server.createAdmin();
    const user = await server.createPbxUser(attacker.accountId);
    const acting = await startSession(
      server.deps,
      { kind: 'user', subjectId: user.id, accountId: attacker.accountId, isAdmin: false },
      { actorId: admin.rootUserId },
    );
    const sessionOf = (token: string) => {
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
      return payload.sid as string;
    };
    const sign = (subject: TokenSubject) =>
      signAccessToken(subject, server.deps.config.jwtSecret, new Date(), 60);
    const ownSession: TokenSubject = {
      kind: 'root',
      subjectId: attacker.rootUserId,
      accountId: attacker.accountId,
      isAdmin: false,
      sessionId: sessionOf(attacker.tokens.access_token),
      actorId: null,
    };
    const userSession: TokenSubject = {
      kind: 'user',
      subjectId: user.id,
      accountId: attacker.accountId,
      isAdmin: false,
      sessionId: sessionOf(acting.access_token),
      actorId: admin.rootUserId,
    };

    // The unforged tokens pass: the check compares, it does not refuse signed tokens wholesale.
    expect((await get('/user', await sign(ownSession))).status).toBe(200);
    expect((await get('/user', await sign(userSession))).status).toBe(200);
    for (const forged of [
      // Another account than the session's, with the attacker's own subject id.
      { ...ownSession, accountId: victim.accountId },
      { ...userSession, accountId: victim.accountId },
      // Another subject, or another kind of subject, than the session's.
      { ...ownSession, subjectId: victim.rootUserId, accountId: victim.accountId },
      { ...userSession, kind: 'root' as const, subjectId: attacker.rootUserId },
      // The impersonating administrator dropped or named where the session has none.
      { ...userSession, actorId: null },
      { ...ownSession, actorId: admin.rootUserId },
    ] satisfies TokenSubject[]) {
      const res = await get('/user', await sign(forged));
      expect([forged, res.status]).toEqual([forged, 401]);
    }
  });
});
