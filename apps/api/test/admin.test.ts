/**
 * The administrator's area: the accounts directory, acting as a user (reason, time limit, audit,
 * what an acting administrator may not do), and every administrator's entry refused to others.
 */
import { readFileSync } from 'node:fs';
import { apiMessages, type Endpoint, endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';
import { VALID } from './support/valid-bodies.js';

let server: TestServer;
let call: ReturnType<typeof client>;
const clock = manualClock();
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startTestServer({ clock });
  call = client(server.url);
});
afterAll(() => server?.close());

const reason = 'Customer asked for help with the IVR (ticket 42)';

async function actAs(admin: { tokens: { access_token: string } }, userId: number) {
  const pair = await call(ep.impersonate, {
    params: { id: userId },
    body: { reason },
    token: admin.tokens.access_token,
  });
  expect(pair.status).toBe(200);
  return pair.body as { access_token: string; refresh_token: string };
}

const ownerActivity = async (owner: { tokens: { access_token: string } }) =>
  (await call(ep.activity, { body: {}, token: owner.tokens.access_token })).body.entries as {
    action: string;
    who: { id: number; name: string };
    acting_admin_id: number | null;
    after: Record<string, unknown>;
    created_at: string;
  }[];

describe('the accounts directory', () => {
  it('lists every account with its owner, verification, balance and creation, searched and paged', async () => {
    const admin = await server.createAdmin();
    const tag = `dir${Date.now().toString(36)}`;
    const verified = await server.createAccount({ name: `Grace ${tag}`, email: `grace.${tag}@example.test` });
    const unverified = await server.createAccount({
      name: `Linus ${tag}`,
      email: `linus.${tag}@example.test`,
      verified: false,
    });

    const found = await call(ep.accountSearch, { body: { search: tag }, token: admin.tokens.access_token });
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(2);
    const byId = new Map(found.body.accounts.map((a: { id: number }) => [a.id, a]));
    expect(byId.get(verified.accountId)).toMatchObject({
      owner_name: `Grace ${tag}`,
      owner_email: `grace.${tag}@example.test`,
      email_verified: true,
      balance: 0,
      balance_minor: 0,
    });
    expect(byId.get(unverified.accountId)).toMatchObject({ email_verified: false });

    const byEmail = await call(ep.accountSearch, {
      body: { search: `LINUS.${tag}` },
      token: admin.tokens.access_token,
    });
    expect(byEmail.body.accounts.map((a: { id: number }) => a.id)).toEqual([unverified.accountId]);

    const first = await call(ep.accountSearch, { body: {}, token: admin.tokens.access_token });
    expect(first.body.page_size).toBe(25);
    expect(first.body.total).toBeGreaterThanOrEqual(3);
    const beyond = await call(ep.accountSearch, { body: { page: 1000 }, token: admin.tokens.access_token });
    expect(beyond.body.accounts).toEqual([]);
  });

  it("opens an account with its users, and answers 404 for one that doesn't exist", async () => {
    const admin = await server.createAdmin();
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId, { username: 'reception' });
    const detail = await call(ep.adminAccount, {
      params: { id: owner.accountId },
      token: admin.tokens.access_token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.account).toMatchObject({ id: owner.accountId, owner_email: owner.email });
    expect(detail.body.users).toEqual([
      { id: user.id, username: 'reception', description: expect.any(String), is_active: true },
    ]);
    expect(JSON.stringify(detail.body)).not.toMatch(/password/i);
    const missing = await call(ep.adminAccount, { params: { id: 987654 }, token: admin.tokens.access_token });
    expect(missing.status).toBe(404);
  });
});

describe('acting as a user', () => {
  it('needs a reason', async () => {
    const admin = await server.createAdmin();
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    for (const body of [{}, { reason: '' }, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      const reply = await call(ep.impersonate, {
        params: { id: user.id },
        body,
        token: admin.tokens.access_token,
      });
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual(['reason']);
    }
    expect((await server.audit()).some((e) => e.targetId === user.id)).toBe(false);
  });

  it('writes who acted as whom, why, and when it started and ended, where the owner reads it', async () => {
    const admin = await server.createAdmin({ name: 'Ada Admin' });
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId, { username: 'frontdesk' });
    const pair = await actAs(admin, user.id);
    clock.advance(5 * MINUTE);
    expect((await call(ep.logout, { token: pair.access_token })).status).toBe(200);
    expect((await call(ep.me, { token: pair.access_token })).status).toBe(401);

    const audit = (await server.audit()).filter((e) => e.targetId === user.id);
    expect(audit.map((e) => [e.action, e.actorId, e.targetAccountId, e.reason])).toEqual([
      ['impersonation.start', admin.rootUserId, owner.accountId, reason],
      ['impersonation.end', admin.rootUserId, owner.accountId, 'returned'],
    ]);
    expect((audit[1]?.createdAt.getTime() ?? 0) - (audit[0]?.createdAt.getTime() ?? 0)).toBe(5 * MINUTE);

    const [end, start] = await ownerActivity(owner);
    expect(start).toMatchObject({
      action: 'impersonation.start',
      who: { id: user.id, name: 'frontdesk' },
      acting_admin_id: admin.rootUserId,
      after: { administrator: { id: admin.rootUserId, name: 'Ada Admin', email: admin.email }, reason },
    });
    expect(end).toMatchObject({ action: 'impersonation.end', after: { how: 'returned' } });
    expect(Date.parse(String(end?.after.ended_at)) - Date.parse(String(start?.after.started_at))).toBe(
      5 * MINUTE,
    );
    // Returning twice ends it once.
    expect((await ownerActivity(owner)).filter((e) => e.action === 'impersonation.end')).toHaveLength(1);
  });

  it('ends by itself after 60 minutes, and records the end at the expiry', async () => {
    const admin = await server.createAdmin();
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const pair = await actAs(admin, user.id);
    const started = await ownerActivity(owner);
    expect(Date.parse(String(started[0]?.after.ends_at)) - Date.parse(started[0]?.created_at ?? '')).toBe(
      60 * MINUTE,
    );

    clock.advance(50 * MINUTE);
    const refreshed = await call(ep.refresh, { token: pair.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await call(ep.me, { token: refreshed.body.access_token })).status).toBe(200);

    clock.advance(11 * MINUTE);
    expect((await call(ep.me, { token: refreshed.body.access_token })).status).toBe(401);
    expect((await call(ep.refresh, { token: refreshed.body.refresh_token })).status).toBe(401);
    // The administrator's own session goes on.
    expect((await call(ep.refresh, { token: admin.tokens.refresh_token })).status).toBe(200);

    const ownerNow = await call(ep.refresh, { token: owner.tokens.refresh_token });
    const [end] = await ownerActivity({ tokens: ownerNow.body });
    expect(end).toMatchObject({ action: 'impersonation.end', after: { how: 'expired' } });
    expect(Date.parse(end?.created_at ?? '') - Date.parse(started[0]?.created_at ?? '')).toBe(60 * MINUTE);
  });

  it('takes its time limit from the configuration (IMPERSONATION_MINUTES)', async () => {
    const short = await startTestServer({ clock, config: { impersonationTtlSeconds: 10 * 60 } });
    try {
      const callShort = client(short.url);
      const admin = await short.createAdmin();
      const owner = await short.createAccount();
      const user = await short.createPbxUser(owner.accountId);
      const pair = await callShort(ep.impersonate, {
        params: { id: user.id },
        body: { reason },
        token: admin.tokens.access_token,
      });
      clock.advance(9 * MINUTE);
      expect((await callShort(ep.me, { token: pair.body.access_token })).status).toBe(200);
      clock.advance(2 * MINUTE);
      expect((await callShort(ep.me, { token: pair.body.access_token })).status).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('may not change passwords, e-mail or two-factor login, create API keys or export the account', async () => {
    const admin = await server.createAdmin();
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const { access_token: token } = await actAs(admin, user.id);
    const refused = Object.entries(ep as Record<string, Endpoint>).filter(([, e]) => e.notWhileActing);
    // The README's table says the same as the contract.
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.split('<!-- acting:start -->')[1]?.split('<!-- acting:end -->')[0] ?? '';
    const listed = [...section.matchAll(/^\| `(\w+)` +\|/gm)].map(([, name]) => name);
    expect(refused.map(([name]) => name).sort()).toEqual(listed.sort());
    expect(listed).toEqual(expect.arrayContaining(['changePassword', 'updateProfile', 'disableTwoFactor']));
    for (const [name, entry] of refused) {
      const reply = await call(entry, { token, body: VALID[name] });
      expect([name, reply.status, reply.body.message]).toEqual([name, 403, apiMessages.notWhileActing]);
    }
    // What the administrator is there for still works: the owner's rights in the account.
    const created = await call(ep.createExtension, {
      token,
      body: { extension: '1301', password: 'a new secret 12' },
    });
    expect(created.status).toBe(201);
    // The owner, on their own login, is not refused by the same rule.
    const own = await call(ep.startTwoFactor, { token: owner.tokens.access_token, body: {} });
    expect(own.status).toBe(200);
  });
});

describe("every administrator's entry", () => {
  const adminEntries = Object.entries(ep as Record<string, Endpoint>).filter(([, e]) => e.auth === 'admin');
  const paramsOf = (entry: Endpoint) =>
    Object.fromEntries([...entry.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, '1'])) as never;

  it('is refused (403) to account owners, users within an account, and administrators acting as a user', async () => {
    expect(adminEntries.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'impersonate',
        'accountSearch',
        'adminAccount',
        'allActivity',
        'setTwoFactorPolicy',
      ]),
    );
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const member = await call(ep.userLogin, {
      body: { username: user.username, password: user.password, client_id: owner.accountId },
    });
    const admin = await server.createAdmin();
    const acting = await actAs(admin, user.id);
    const callers = {
      owner: owner.tokens.access_token,
      member: member.body.access_token as string,
      acting: acting.access_token,
    };
    const answers: string[] = [];
    for (const [name, entry] of adminEntries) {
      for (const [who, token] of Object.entries(callers)) {
        const reply = await call(entry, { params: paramsOf(entry), token, body: VALID[name] });
        answers.push(`${name} as ${who}: ${reply.status}`);
      }
    }
    expect(answers).toEqual(answers.map((line) => line.replace(/\d+$/, '403')));
    // And without a token: 401.
    for (const [name, entry] of adminEntries) {
      const reply = await call(entry, { params: paramsOf(entry), body: VALID[name] });
      expect(`${name}: ${reply.status}`).toBe(`${name}: 401`);
    }
  });
});
