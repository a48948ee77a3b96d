/**
 * Two-factor login with a real TOTP implementation (otpauth generates the codes an authenticator
 * app would show): turning it on in the profile, the login's second step, recovery codes, replay
 * and guessing refused, the provider's requirement with enrolment at login, and no secret kept in
 * the clear or written to the activity.
 */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, twoFactorSecrets } from '../src/db/schema.js';
import { manualClock } from '../src/lib/clock.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

const clock = manualClock(new Date('2026-11-24T10:00:00Z'));
let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({ clock });
  call = client(server.url);
});
afterAll(() => server?.close());

/** The code an authenticator app shows now, for a secret. */
const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: clock.now().getTime(),
  });

/** Half a minute later: the next code. */
const nextStep = () => clock.advance(30_000);

async function turnOn(owner: TestAccount) {
  const setup = await call(ep.startTwoFactor, { token: owner.tokens.access_token, body: {} });
  expect(setup.status).toBe(200);
  const confirmed = await call(ep.confirmTwoFactor, {
    token: owner.tokens.access_token,
    body: { code: codeFor(setup.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.secret as string, codes: confirmed.body.recovery_codes as string[] };
}

const passwordStep = (owner: TestAccount) =>
  call(ep.rootLogin, { body: { email: owner.email, password: owner.password } });

describe('two-factor login', () => {
  it('is turned on with a code from the app, and gives ten recovery codes once', async () => {
    const owner = await server.createAccount();
    const setup = await call(ep.startTwoFactor, { token: owner.tokens.access_token, body: {} });
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Switchboard:.+\?.*secret=/);
    expect(setup.body.qr.length).toBeGreaterThan(20);
    expect(
      setup.body.qr.every((row: string) => row.length === setup.body.qr.length && /^[01]+$/.test(row)),
    ).toBe(true);
    const wrong = await call(ep.confirmTwoFactor, {
      token: owner.tokens.access_token,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ code: [apiMessages.twoFactorCodeWrong] });

    const confirmed = await call(ep.confirmTwoFactor, {
      token: owner.tokens.access_token,
      body: { code: codeFor(setup.body.secret) },
    });
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    const status = await call(ep.twoFactor, { token: owner.tokens.access_token });
    expect(status.body).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

    // Neither the secret nor the codes are kept in the clear.
    const [row] = await server.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.rootUserId, owner.rootUserId));
    expect(row?.secret).not.toContain(setup.body.secret);
    const hashes = await server.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.rootUserId, owner.rootUserId));
    expect(hashes.map((h) => h.codeHash)).not.toContain(confirmed.body.recovery_codes[0]);
    const activity = await call(ep.activity, { token: owner.tokens.access_token, body: {} });
    const written = JSON.stringify(activity.body);
    expect(written).not.toContain(setup.body.secret);
    expect(written).not.toContain(confirmed.body.recovery_codes[0]);
  });

  it('asks for a code after the password, and a code is good once', async () => {
    const owner = await server.createAccount();
    const { secret } = await turnOn(owner);
    nextStep();
    const first = await passwordStep(owner);
    expect(first.body).toEqual({ two_factor: 'code', challenge: expect.any(String) });
    expect(first.body.access_token).toBeUndefined();

    const code = codeFor(secret);
    const second = await call(ep.twoFactorLogin, { body: { challenge: first.body.challenge, code } });
    expect(second.status).toBe(200);
    expect((await call(ep.me, { token: second.body.access_token })).status).toBe(200);
    // The same code, replayed (a shoulder-surfed or intercepted one), is refused.
    const replay = await call(ep.twoFactorLogin, { body: { challenge: first.body.challenge, code } });
    expect(replay.status).toBe(422);
  });

  it('takes each recovery code once instead of a code', async () => {
    const owner = await server.createAccount();
    const { codes } = await turnOn(owner);
    const { challenge } = (await passwordStep(owner)).body;
    const ok = await call(ep.twoFactorLogin, { body: { challenge, code: codes[3]!.toUpperCase() } });
    expect(ok.status).toBe(200);
    expect((await call(ep.twoFactorLogin, { body: { challenge, code: codes[3]! } })).status).toBe(422);
    const status = await call(ep.twoFactor, { token: ok.body.access_token });
    expect(status.body.recovery_codes_left).toBe(9);
  });

  it('refuses a forged or expired challenge, and stops guessing after five tries', async () => {
    const owner = await server.createAccount();
    const { secret } = await turnOn(owner);
    const forged = await call(ep.twoFactorLogin, {
      body: { challenge: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', code: '123456' },
    });
    expect(forged.status).toBe(401);
    const { challenge } = (await passwordStep(owner)).body;
    clock.advance(6 * 60_000);
    const expired = await call(ep.twoFactorLogin, { body: { challenge, code: codeFor(secret) } });
    expect(expired.body).toEqual({ message: apiMessages.twoFactorChallengeExpired });

    const fresh = (await passwordStep(owner)).body.challenge;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(ep.twoFactorLogin, { body: { challenge: fresh, code: '000000' } })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // Even the right code waits now: the limit is on the person, not on wrong answers only.
    nextStep();
    expect(
      (await call(ep.twoFactorLogin, { body: { challenge: fresh, code: codeFor(secret) } })).status,
    ).toBe(429);
  });

  it('is turned off with a code, and then the password is enough again', async () => {
    const owner = await server.createAccount();
    const { secret } = await turnOn(owner);
    nextStep();
    const off = await call(ep.disableTwoFactor, {
      token: owner.tokens.access_token,
      body: { code: codeFor(secret) },
    });
    expect(off.body).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    expect((await passwordStep(owner)).body.access_token).toEqual(expect.any(String));
  });

  it('is required by the provider: enrolment at login, and it cannot be turned off', async () => {
    const owner = await server.createAccount();
    const admin = await server.createAdmin();
    const policy = await call(ep.setTwoFactorPolicy, {
      params: { id: owner.accountId },
      token: admin.tokens.access_token,
      body: { required: true },
    });
    expect(policy.body).toEqual({ account_id: owner.accountId, required: true });
    expect(
      (
        await call(ep.setTwoFactorPolicy, {
          params: { id: owner.accountId },
          token: owner.tokens.access_token,
          body: { required: false },
        })
      ).status,
    ).toBe(403);

    const first = await passwordStep(owner);
    expect(first.body).toEqual({ two_factor: 'setup', challenge: expect.any(String) });
    const setup = await call(ep.twoFactorLoginSetup, { body: { challenge: first.body.challenge } });
    expect(setup.status).toBe(200);
    const done = await call(ep.twoFactorLogin, {
      body: { challenge: first.body.challenge, code: codeFor(setup.body.secret) },
    });
    expect(done.status).toBe(200);
    expect(done.body.recovery_codes).toHaveLength(10);
    expect((await call(ep.me, { token: done.body.access_token })).status).toBe(200);

    nextStep();
    const off = await call(ep.disableTwoFactor, {
      token: done.body.access_token,
      body: { code: codeFor(setup.body.secret) },
    });
    expect(off.status).toBe(422);
    expect(off.body.errors).toEqual({ code: [apiMessages.twoFactorRequired] });
    expect((await passwordStep(owner)).body.two_factor).toBe('code');
  });

  it('is for owners and administrators: a user within the account is refused', async () => {
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const login = await call(ep.userLogin, {
      body: { username: user.username, password: user.password, client_id: owner.accountId },
    });
    expect((await call(ep.startTwoFactor, { token: login.body.access_token, body: {} })).status).toBe(403);
  });
});
