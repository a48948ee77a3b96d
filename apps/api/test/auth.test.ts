import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestServer, type TestServer } from '../src/testing.js';
import { claimsOf, client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;
const clock = manualClock();

beforeAll(async () => {
  server = await startTestServer({ clock });
  call = client(server.url);
});
afterAll(() => server?.close());

const registration = (email: string) => ({
  name: 'Ada Lovelace',
  email,
  password: 'analytical engine',
  password_confirmation: 'analytical engine',
  terms: true,
});

describe('POST /admin/register', () => {
  it('creates an unverified account, logs it in and mails a verification link', async () => {
    const reply = await call(ep.register, { body: registration('Ada@Example.test') });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ redirect: '/profile' });
    expect(typeof reply.body.access_token).toBe('string');
    expect(typeof reply.body.refresh_token).toBe('string');

    const me = await call(ep.me, { token: reply.body.access_token });
    expect(me.body.user_info).toMatchObject({
      email: 'ada@example.test',
      email_verified: false,
      user_type: 'admin',
    });

    const mail = await server.lastMail('ada@example.test', 'verify-email');
    // The console's landing page, which calls GET /admin/verify/:token.
    expect(mail?.body).toMatch(/http:\/\/console\.test\/verify-email\/[\w-]{43}\?email=ada%40example\.test/);
  });

  it('answers 422 with the rule set messages', async () => {
    const reply = await call(ep.register, {
      body: { ...registration('x@example.test'), terms: false, password_confirmation: 'nope' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      password_confirmation: ['The passwords must be the same!'],
      terms: ['You have to accept our terms and services'],
    });
    expect(reply.body.message).toMatch(/^The passwords must be the same!/);
  });

  it('refuses a taken email, whatever its case', async () => {
    await call(ep.register, { body: registration('taken@example.test') });
    const reply = await call(ep.register, { body: registration('TAKEN@example.test') });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ email: [apiMessages.emailTaken] });
  });
});

describe('GET /admin/verify/:token', () => {
  it('verifies the email once', async () => {
    await call(ep.register, { body: registration('verify-me@example.test') });
    const mail = await server.lastMail('verify-me@example.test', 'verify-email');
    const token = server.tokenFrom(mail!);
    expect((await call(ep.verifyEmail, { params: { token } })).status).toBe(200);
    expect((await call(ep.verifyEmail, { params: { token } })).status).toBe(404);

    const login = await call(ep.rootLogin, {
      body: { email: 'verify-me@example.test', password: 'analytical engine' },
    });
    expect(login.body.redirect).toBe('/widget');
  });

  it('sends browsers on to the console', async () => {
    await call(ep.register, { body: registration('browser@example.test') });
    const token = server.tokenFrom((await server.lastMail('browser@example.test'))!);
    const reply = await call(ep.verifyEmail, { params: { token }, headers: { Accept: 'text/html' } });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('http://console.test/profile');
  });
});

describe('POST /admin/root-login', () => {
  it('returns a token pair and the redirect', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.rootLogin, { body: { email: owner.email, password: owner.password } });
    expect(reply.status).toBe(200);
    expect(reply.body.redirect).toBe('/widget');
    expect(claimsOf(reply.body.access_token)).toMatchObject({
      sub: `root:${owner.rootUserId}`,
      kind: 'root',
      acc: owner.accountId,
      is_admin: false,
    });
    const claims = claimsOf(reply.body.access_token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  });

  it('answers 401 for a wrong password or an unknown email, alike', async () => {
    const owner = await server.createAccount();
    const wrong = await call(ep.rootLogin, { body: { email: owner.email, password: 'wrong password' } });
    const unknown = await call(ep.rootLogin, {
      body: { email: 'nobody@example.test', password: 'whatever1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('answers 422 for a malformed body', async () => {
    const reply = await call(ep.rootLogin, { body: { email: 'not-an-email' } });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(['email', 'password']);
  });

  it('sends administrators to the users page with the is_admin claim', async () => {
    const admin = await server.createAdmin();
    const reply = await call(ep.rootLogin, { body: { email: admin.email, password: admin.password } });
    expect(reply.body.redirect).toBe('/profile/users');
    expect(claimsOf(reply.body.access_token).is_admin).toBe(true);
  });

  it('limits attempts per IP and email: the 11th within a minute is 429', async () => {
    const owner = await server.createAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call(ep.rootLogin, { body: { email: owner.email, password: `wrong ${i}` } })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const blocked = await call(ep.rootLogin, { body: { email: owner.email, password: owner.password } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another identifier from the same IP is not affected.
    const other = await server.createAccount();
    expect(
      (await call(ep.rootLogin, { body: { email: other.email, password: other.password } })).status,
    ).toBe(200);
    // The bucket refills with time.
    clock.advance(60_000);
    expect(
      (await call(ep.rootLogin, { body: { email: owner.email, password: owner.password } })).status,
    ).toBe(200);
  });
});

describe('POST /admin/user-login', () => {
  it('logs a user within an account in with username, password and client id', async () => {
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const reply = await call(ep.userLogin, {
      body: { username: user.username, password: user.password, client_id: String(owner.accountId) },
    });
    expect(reply.status).toBe(200);
    expect(claimsOf(reply.body.access_token)).toMatchObject({
      sub: `user:${user.id}`,
      kind: 'user',
      is_admin: false,
    });
    const me = await call(ep.me, { token: reply.body.access_token });
    expect(me.body.user_info).toMatchObject({ user_type: 'user', name: user.username, email: null });
  });

  it('answers 401 for another account id, an inactive user or a wrong password', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const inactive = await server.createPbxUser(owner.accountId, { active: false });
    const attempts = [
      { username: user.username, password: user.password, client_id: other.accountId },
      { username: inactive.username, password: inactive.password, client_id: owner.accountId },
      { username: user.username, password: 'wrong password', client_id: owner.accountId },
    ];
    for (const body of attempts) expect((await call(ep.userLogin, { body })).status).toBe(401);
  });

  it('answers 422 without a client id', async () => {
    const reply = await call(ep.userLogin, { body: { username: 'bob', password: 'x' } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ client_id: ['Client ID is required.'] });
  });
});

describe('GET /admin/oauth (refresh)', () => {
  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const owner = await server.createAccount();
    const first = await call(ep.refresh, { token: owner.tokens.refresh_token });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(owner.tokens.refresh_token);
    expect((await call(ep.me, { token: first.body.access_token })).status).toBe(200);
    const second = await call(ep.refresh, { token: first.body.refresh_token });
    expect(second.status).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const owner = await server.createAccount();
    const rotated = await call(ep.refresh, { token: owner.tokens.refresh_token });
    expect(rotated.status).toBe(200);

    const replay = await call(ep.refresh, { token: owner.tokens.refresh_token });
    expect(replay.status).toBe(401);
    // The thief's replay took the legitimate holder's newer tokens down with it.
    expect((await call(ep.refresh, { token: rotated.body.refresh_token })).status).toBe(401);
    expect((await call(ep.me, { token: rotated.body.access_token })).status).toBe(401);
    // Other sessions of the same owner live on.
    const again = await call(ep.rootLogin, { body: { email: owner.email, password: owner.password } });
    expect((await call(ep.me, { token: again.body.access_token })).status).toBe(200);
  });

  it('answers 401 without a token, with garbage, or with an access token', async () => {
    const owner = await server.createAccount();
    expect((await call(ep.refresh)).status).toBe(401);
    expect((await call(ep.refresh, { token: 'garbage' })).status).toBe(401);
    expect((await call(ep.refresh, { token: owner.tokens.access_token })).status).toBe(401);
  });

  it('answers 401 once the refresh token has expired', async () => {
    const owner = await server.createAccount();
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await call(ep.refresh, { token: owner.tokens.refresh_token })).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    const owner = await server.createAccount();
    clock.advance(14 * 60 * 1000);
    expect((await call(ep.me, { token: owner.tokens.access_token })).status).toBe(200);
    clock.advance(2 * 60 * 1000);
    const reply = await call(ep.me, { token: owner.tokens.access_token });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('are refused when signed with another key or tampered with', async () => {
    const owner = await server.createAccount();
    const [header, payload, signature] = owner.tokens.access_token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claimsOf(owner.tokens.access_token), is_admin: true }),
    ).toString('base64url');
    expect((await call(ep.me, { token: `${header}.${forged}.${signature}` })).status).toBe(401);
    expect((await call(ep.me, { token: `${header}.${payload}.` })).status).toBe(401);
    expect((await call(ep.me)).status).toBe(401);
  });
});

describe('GET /admin/logout', () => {
  it('revokes the session: its access and refresh tokens stop working', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.logout, { token: owner.tokens.access_token });
    expect(reply.status).toBe(200);
    expect((await call(ep.me, { token: owner.tokens.access_token })).status).toBe(401);
    expect((await call(ep.refresh, { token: owner.tokens.refresh_token })).status).toBe(401);
  });

  it('needs a token', async () => {
    expect((await call(ep.logout)).status).toBe(401);
  });
});

describe('GET /admin/user-login/:id (impersonation)', () => {
  it('gives an administrator a pair acting as the user, and audits it', async () => {
    const admin = await server.createAdmin();
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);

    const reply = await call(ep.impersonate, {
      params: { id: user.id },
      body: { reason: 'Support ticket 42' },
      token: admin.tokens.access_token,
    });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['access_token', 'refresh_token']);
    expect(claimsOf(reply.body.access_token)).toMatchObject({
      sub: `user:${user.id}`,
      acc: owner.accountId,
      is_admin: false,
      act: { sub: `root:${admin.rootUserId}` },
    });

    const me = await call(ep.me, { token: reply.body.access_token });
    expect(me.body.user_info).toMatchObject({
      impersonating: true,
      user_type: 'user',
      account_id: owner.accountId,
    });
    // The impersonation pair refreshes and keeps its actor.
    const refreshed = await call(ep.refresh, { token: reply.body.refresh_token });
    expect(claimsOf(refreshed.body.access_token).act).toEqual({ sub: `root:${admin.rootUserId}` });

    expect((await call(ep.logout, { token: refreshed.body.access_token })).status).toBe(200);
    const entries = (await server.audit()).filter((e) => e.actorId === admin.rootUserId);
    expect(entries.map((e) => [e.action, e.targetId, e.targetAccountId])).toEqual([
      ['impersonation.start', user.id, owner.accountId],
      ['impersonation.end', user.id, owner.accountId],
    ]);
  });

  it('impersonation_outlives_logout: ends when the administrator logs out of the session that started it', async () => {
    const admin = await server.createAdmin();
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const pair = await call(ep.impersonate, {
      params: { id: user.id },
      body: { reason: 'Support ticket 42' },
      token: admin.tokens.access_token,
    });
    const refreshed = await call(ep.refresh, { token: pair.body.refresh_token });
    expect([pair.status, refreshed.status]).toEqual([200, 200]);
    expect((await call(ep.me, { token: refreshed.body.access_token })).status).toBe(200);

    expect((await call(ep.logout, { token: admin.tokens.access_token })).status).toBe(200);
    expect((await call(ep.me, { token: pair.body.access_token })).status).toBe(401);
    expect((await call(ep.me, { token: refreshed.body.access_token })).status).toBe(401);
    expect((await call(ep.refresh, { token: refreshed.body.refresh_token })).status).toBe(401);
  });

  it('impersonation_outlives_logout: ends when the administrator session is revoked for refresh-token reuse', async () => {
    const admin = await server.createAdmin();
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const pair = await call(ep.impersonate, {
      params: { id: user.id },
      body: { reason: 'Support ticket 42' },
      token: admin.tokens.access_token,
    });
    expect((await call(ep.refresh, { token: admin.tokens.refresh_token })).status).toBe(200);
    // The spent token presented again: the administrator's session is revoked.
    expect((await call(ep.refresh, { token: admin.tokens.refresh_token })).status).toBe(401);
    expect((await call(ep.me, { token: pair.body.access_token })).status).toBe(401);
    expect((await call(ep.refresh, { token: pair.body.refresh_token })).status).toBe(401);
  });

  it('is forbidden to account owners who are not administrators', async () => {
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const reply = await call(ep.impersonate, {
      params: { id: user.id },
      body: { reason: 'Support ticket 42' },
      token: owner.tokens.access_token,
    });
    expect(reply.status).toBe(403);
    expect((await server.audit()).some((e) => e.targetId === user.id)).toBe(false);
  });

  it('is forbidden while already impersonating, and 401 without a token', async () => {
    const admin = await server.createAdmin();
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const pair = await call(ep.impersonate, {
      params: { id: user.id },
      body: { reason: 'Support ticket 42' },
      token: admin.tokens.access_token,
    });
    expect(
      (
        await call(ep.impersonate, {
          params: { id: user.id },
          body: { reason: 'Support ticket 42' },
          token: pair.body.access_token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(ep.impersonate, { params: { id: user.id }, body: { reason: 'Support ticket 42' } })).status,
    ).toBe(401);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await server.createAdmin();
    expect(
      (
        await call(ep.impersonate, {
          params: { id: 999999 },
          body: { reason: 'Support ticket 42' },
          token: admin.tokens.access_token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(ep.impersonate, {
          params: { id: 'abc' },
          body: { reason: 'Support ticket 42' },
          token: admin.tokens.access_token,
        })
      ).status,
    ).toBe(404);
  });
});
