/**
 * The roles matrix (decision 0006): every logged-in entry of the contract's table, called by the
 * account owner and by a user within the account. Members reach only the entries that let them
 * in, and are refused with 403 before anything else happens; the owner is refused nowhere. The
 * README's table of member rights is checked against the contract's, so the two cannot drift. An API
 * key with every scope reaches exactly the entries a scope names (the contract derives them).
 */
import { readFileSync } from 'node:fs';
import {
  API_KEY_SCOPES,
  accessOf,
  apiKeyScopeOf,
  apiMessages,
  type Endpoint,
  endpoints as ep,
} from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

const loggedIn = Object.entries(ep as Record<string, Endpoint>).filter(
  ([, entry]) => entry.auth === 'user' || entry.auth === 'verified',
);
// Logging out ends the session the rest of the matrix uses: it goes last.
const ordered = [
  ...loggedIn.filter(([name]) => name !== 'logout'),
  ...loggedIn.filter(([name]) => name === 'logout'),
];

/** Every path parameter filled with an id no account holds. */
const paramsOf = (entry: Endpoint) =>
  Object.fromEntries([...entry.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, '987654'])) as never;

async function loginMember(accountId: number) {
  const user = await server.createPbxUser(accountId);
  const login = await call(ep.userLogin, {
    body: { username: user.username, password: user.password, client_id: accountId },
  });
  expect(login.status).toBe(200);
  return { ...user, token: login.body.access_token as string };
}

describe('roles matrix: every logged-in endpoint × owner and member', () => {
  it('lets a user within the account reach only the entries open to members', async () => {
    const owner = await server.createAccount();
    const member = await loginMember(owner.accountId);
    const refused: string[] = [];
    const admitted: string[] = [];
    for (const [name, entry] of ordered) {
      const reply = await call(entry, {
        params: paramsOf(entry),
        token: member.token,
        body: entry.body ? {} : undefined,
      });
      if (reply.status === 403) {
        expect(reply.body, name).toEqual({ message: apiMessages.forbidden });
        refused.push(name);
      } else {
        expect(reply.status, name).toBeLessThan(500);
        admitted.push(name);
      }
    }
    expect(admitted.sort()).toEqual(
      loggedIn
        .filter(([, e]) => accessOf(e) === 'members')
        .map(([n]) => n)
        .sort(),
    );
    expect(refused.length + admitted.length).toBe(loggedIn.length);
  });

  it('refuses the owner nowhere', async () => {
    const owner = await server.createAccount();
    for (const [name, entry] of ordered) {
      const reply = await call(entry, {
        params: paramsOf(entry),
        token: owner.tokens.access_token,
        body: entry.body ? {} : undefined,
      });
      expect(reply.status, name).not.toBe(403);
      expect(reply.status, name).toBeLessThan(500);
    }
  });

  it('lets an API key with every scope reach only the entries a scope names', async () => {
    const owner = await server.createAccount();
    const created = await call(ep.createApiKey, {
      token: owner.tokens.access_token,
      body: { name: 'Everything', scopes: [...API_KEY_SCOPES] },
    });
    const admitted: string[] = [];
    for (const [name, entry] of ordered) {
      const reply = await call(entry, {
        params: paramsOf(entry),
        token: created.body.api_key,
        body: entry.body ? {} : undefined,
      });
      expect(reply.status, name).toBeLessThan(500);
      if (reply.status !== 403) admitted.push(name);
    }
    expect(admitted.sort()).toEqual(
      loggedIn
        .filter(([, e]) => apiKeyScopeOf(e) !== null)
        .map(([n]) => n)
        .sort(),
    );
  });
});

describe('what a user within the account may change', () => {
  it("cannot change another user's password, so cannot log in as them", async () => {
    const owner = await server.createAccount();
    const mallory = await loginMember(owner.accountId);
    const victim = await server.createPbxUser(owner.accountId);
    const reply = await call(ep.updatePbxUser, {
      params: { id: victim.id },
      token: mallory.token,
      body: { password: 'taken over 123' },
    });
    expect(reply.status).toBe(403);
    const login = await call(ep.userLogin, {
      body: { username: victim.username, password: 'taken over 123', client_id: owner.accountId },
    });
    expect(login.status).toBe(401);
    const own = await call(ep.updatePbxUser, {
      params: { id: mallory.id },
      token: mallory.token,
      body: { is_active: 1 },
    });
    expect(own.status).toBe(403);
  });

  it('changes their own password through the profile, and reads the users list', async () => {
    const owner = await server.createAccount();
    const member = await loginMember(owner.accountId);
    const changed = await call(ep.changePassword, {
      token: member.token,
      body: {
        user_old_pwd: member.password,
        user_new_pwd: 'my new secret 1',
        user_retype_pwd: 'my new secret 1',
      },
    });
    expect(changed.status).toBe(200);
    const again = await call(ep.userLogin, {
      body: { username: member.username, password: 'my new secret 1', client_id: owner.accountId },
    });
    expect(again.status).toBe(200);
    const list = await call(ep.listPbxUsers, { token: again.body.access_token });
    expect(list.status).toBe(200);
    expect(list.body.map((user: { username: string }) => user.username)).toContain(member.username);
  });
});

describe("the API README's roles table", () => {
  it('names exactly the entries open to members', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.split('<!-- roles:start -->')[1]?.split('<!-- roles:end -->')[0] ?? '';
    const listed = [...section.matchAll(/^\| `(\w+)` +\|/gm)].map(([, name]) => name).sort();
    const open = loggedIn.filter(([, entry]) => accessOf(entry) === 'members').map(([name]) => name);
    expect(listed).toEqual(open.sort());
  });
});
