import { apiMessages, endpoints as ep } from '@switchboard/contract';
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

const company = {
  company_name: 'ACME Telecom',
  vat_number: 'BG123456789',
  company_address: '1 Main Street',
  company_country: 'Bulgaria',
  company_manager: 'Ada Lovelace',
  company_email: 'office@acme.test',
};

/** A user within `accountId`, logged in via user-login. */
async function loggedInUser(accountId: number) {
  const user = await server.createPbxUser(accountId);
  const login = await call(ep.userLogin, {
    body: { username: user.username, password: user.password, client_id: accountId },
  });
  return { ...user, token: login.body.access_token as string };
}

describe('GET /admin/profile and /admin/me', () => {
  it('returns user_info and company_info', async () => {
    const owner = await server.createAccount({ name: 'Grace Hopper' });
    for (const endpoint of [ep.profile, ep.me]) {
      const reply = await call(endpoint, { token: owner.tokens.access_token });
      expect(reply.status).toBe(200);
      expect(reply.body.user_info).toMatchObject({
        id: owner.rootUserId,
        account_id: owner.accountId,
        name: 'Grace Hopper',
        email: owner.email,
        balance: 0,
        user_lang: 'en',
        email_verified: true,
        user_type: 'admin',
        is_admin: false,
        impersonating: false,
      });
      expect(reply.body.user_info.email_verified_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(reply.body.company_info).toEqual({
        company_name: null,
        vat_number: null,
        company_address: null,
        company_country: null,
        company_manager: null,
        logo_path: null,
        company_email: null,
      });
    }
  });

  it('is open to unverified accounts but not to anonymous callers', async () => {
    const owner = await server.createAccount({ verified: false });
    const reply = await call(ep.profile, { token: owner.tokens.access_token });
    expect(reply.status).toBe(200);
    expect(reply.body.user_info).toMatchObject({ email_verified: false, email_verified_at: null });
    expect((await call(ep.profile)).status).toBe(401);
  });
});

describe('PUT /admin/profile', () => {
  it('saves the personal form', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.updateProfile, {
      token: owner.tokens.access_token,
      body: {
        name: 'New Name',
        email: owner.email,
        user_phonenumber: '+359888123456',
        timezone: 'Europe/Sofia',
        user_lang: 'bg',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user_info).toMatchObject({
      name: 'New Name',
      user_phonenumber: '+359888123456',
      timezone: 'Europe/Sofia',
      user_lang: 'bg',
      email_verified: true,
    });
  });

  it('un-verifies a changed email and mails the new address', async () => {
    const owner = await server.createAccount();
    const email = `moved-${owner.accountId}@example.test`;
    const reply = await call(ep.updateProfile, {
      token: owner.tokens.access_token,
      body: { name: 'Moved', email },
    });
    expect(reply.body.user_info).toMatchObject({ email, email_verified: false });
    expect((await server.lastMail(email, 'verify-email'))?.body).toContain(
      'http://console.test/verify-email/',
    );
  });

  it('answers 422 for a bad phone and for a taken email', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const phone = await call(ep.updateProfile, {
      token: owner.tokens.access_token,
      body: { name: 'X Y', email: owner.email, user_phonenumber: '+1 234' },
    });
    expect(phone.status).toBe(422);
    expect(phone.body.errors).toEqual({ user_phonenumber: ['Phone number is not correct'] });

    const taken = await call(ep.updateProfile, {
      token: owner.tokens.access_token,
      body: { name: 'X Y', email: other.email },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: [apiMessages.emailTaken] });
  });

  it('is 401 without a token and 403 for a user within the account', async () => {
    const owner = await server.createAccount();
    const user = await loggedInUser(owner.accountId);
    const body = { name: 'X Y', email: 'x@example.test' };
    expect((await call(ep.updateProfile, { body })).status).toBe(401);
    expect((await call(ep.updateProfile, { body, token: user.token })).status).toBe(403);
  });
});

describe('PUT /admin/profile/company', () => {
  it('saves the company form', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.updateCompany, { token: owner.tokens.access_token, body: company });
    expect(reply.status).toBe(200);
    expect(reply.body.company_info).toEqual({ ...company, logo_path: null });
  });

  it('answers 422 for empty fields and a VAT number with spaces', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.updateCompany, {
      token: owner.tokens.access_token,
      body: { ...company, vat_number: 'BG 123', company_manager: '' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      vat_number: ['Enter valid VAT number'],
      company_manager: ['Company manager is required.'],
    });
  });

  it('is 401 without a token', async () => {
    expect((await call(ep.updateCompany, { body: company })).status).toBe(401);
  });
});

describe('PUT /admin/profile/password', () => {
  it('changes the password after checking the old one, and signs other sessions out', async () => {
    const owner = await server.createAccount();
    const elsewhere = await call(ep.rootLogin, { body: { email: owner.email, password: owner.password } });
    const reply = await call(ep.changePassword, {
      token: owner.tokens.access_token,
      body: {
        user_old_pwd: owner.password,
        user_new_pwd: 'a brand new secret',
        user_retype_pwd: 'a brand new secret',
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: apiMessages.passwordSaved, type: 'success' });

    expect((await call(ep.me, { token: owner.tokens.access_token })).status).toBe(200);
    expect((await call(ep.me, { token: elsewhere.body.access_token })).status).toBe(401);
    expect(
      (await call(ep.rootLogin, { body: { email: owner.email, password: owner.password } })).status,
    ).toBe(401);
    expect(
      (await call(ep.rootLogin, { body: { email: owner.email, password: 'a brand new secret' } })).status,
    ).toBe(200);
  });

  it('answers 422 for a wrong old password and for a mismatch', async () => {
    const owner = await server.createAccount();
    const wrongOld = await call(ep.changePassword, {
      token: owner.tokens.access_token,
      body: {
        user_old_pwd: 'not it at all',
        user_new_pwd: 'a brand new secret',
        user_retype_pwd: 'a brand new secret',
      },
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.errors).toEqual({ user_old_pwd: [apiMessages.oldPasswordIncorrect] });

    const mismatch = await call(ep.changePassword, {
      token: owner.tokens.access_token,
      body: {
        user_old_pwd: owner.password,
        user_new_pwd: 'a brand new secret',
        user_retype_pwd: 'another one',
      },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ user_retype_pwd: ['The passwords must be the same!'] });
  });

  it("changes a user's own password in a user session, and is 401 without a token", async () => {
    const owner = await server.createAccount();
    const user = await loggedInUser(owner.accountId);
    const reply = await call(ep.changePassword, {
      token: user.token,
      body: {
        user_old_pwd: user.password,
        user_new_pwd: 'user secret two',
        user_retype_pwd: 'user secret two',
      },
    });
    expect(reply.status).toBe(200);
    const login = await call(ep.userLogin, {
      body: { username: user.username, password: 'user secret two', client_id: owner.accountId },
    });
    expect(login.status).toBe(200);
    expect((await call(ep.changePassword, { body: {} })).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('mails a reset link, and the token resets the password once', async () => {
    const owner = await server.createAccount();
    const forgot = await call(ep.forgotPassword, { params: { email: owner.email.toUpperCase() } });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ message: apiMessages.resetLinkSent });

    const mail = await server.lastMail(owner.email, 'reset-password');
    expect(mail?.body).toContain('http://console.test/reset-password/');
    const token = server.tokenFrom(mail!);

    const body = { token, password: 'reset to this one', password_confirmation: 'reset to this one' };
    const reset = await call(ep.resetPassword, { body });
    expect(reset.status).toBe(200);
    // The reset ends existing sessions.
    expect((await call(ep.me, { token: owner.tokens.access_token })).status).toBe(401);
    expect(
      (await call(ep.rootLogin, { body: { email: owner.email, password: 'reset to this one' } })).status,
    ).toBe(200);

    const again = await call(ep.resetPassword, { body });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      message: apiMessages.resetTokenInvalid,
      errors: { token: [apiMessages.resetTokenInvalid] },
    });
  });

  it("answers 404 with the spec's text for an unknown email", async () => {
    const reply = await call(ep.forgotPassword, { params: { email: 'ghost@example.test' } });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: "We can't find a user with that email address" });
  });

  it('limits forgot-password mails per IP and email', async () => {
    const owner = await server.createAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(ep.forgotPassword, { params: { email: owner.email } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(
      (await server.outbox()).filter((m) => m.to === owner.email && m.kind === 'reset-password'),
    ).toHaveLength(3);
  });

  it('answers 422 for a reset body that fails validation', async () => {
    const reply = await call(ep.resetPassword, {
      body: { token: '', password: 'short', password_confirmation: 'x' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      token: ['Token is required.'],
      password: ['Password should be between 8 - 64'],
      password_confirmation: ['The passwords must be the same!'],
    });
  });
});

describe('GET /admin/profile/resend-activate', () => {
  it('mails a new verification link to an unverified owner', async () => {
    const owner = await server.createAccount({ verified: false });
    const reply = await call(ep.resendActivation, { token: owner.tokens.access_token });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Email has been resent to your address! Please check');
    expect(await server.lastMail(owner.email, 'verify-email')).toBeDefined();
  });

  it('sends nothing to a verified owner', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.resendActivation, { token: owner.tokens.access_token });
    expect(reply.body.message).toBe(apiMessages.alreadyVerified);
    expect(await server.lastMail(owner.email)).toBeUndefined();
  });

  it('is 401 without a token', async () => {
    expect((await call(ep.resendActivation)).status).toBe(401);
  });
});

describe('POST /admin/profile/storeProfileSupport', () => {
  it('mails the support team', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.storeSupport, {
      token: owner.tokens.access_token,
      body: {
        support_service: 'PBX-IVR',
        support_department: 'Support',
        support_message: 'My IVR is silent.',
      },
    });
    expect(reply.status).toBe(200);
    const mail = await server.lastMail('support@switchboard.test', 'support');
    expect(mail?.subject).toContain(`account ${owner.accountId}`);
    expect(mail?.body).toContain('My IVR is silent.');
  });

  it('answers 422 for an unknown department and 401 without a token', async () => {
    const owner = await server.createAccount();
    const body = { support_service: 'SMS', support_department: 'Billing', support_message: 'Hi' };
    const reply = await call(ep.storeSupport, { token: owner.tokens.access_token, body });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ support_department: ['Enter valid Support department'] });
    expect((await call(ep.storeSupport, { body })).status).toBe(401);
  });
});

describe('reference lists', () => {
  it("GET /admin/timezones lists 'Select timezone', then IANA zones sorted by name with offsets", async () => {
    const reply = await call(ep.timezones);
    expect(reply.status).toBe(200);
    expect(reply.body[0]).toEqual({ name: 'Select timezone', offset: '' });
    const names = reply.body.slice(1).map((z: { name: string }) => z.name);
    expect(names).toEqual([...names].sort());
    expect(names.length).toBeGreaterThan(300);
    expect(reply.body).toContainEqual({ name: 'Asia/Tokyo', offset: '+09:00' });
    expect(reply.body).toContainEqual({ name: 'UTC', offset: '+00:00' });
  });

  it('GET /admin/countries lists about 240 countries with dial codes', async () => {
    const reply = await call(ep.countries);
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThanOrEqual(240);
    expect(reply.body).toContainEqual({ name: 'Bulgaria', dial_code: '+359', code: 'BG' });
    for (const country of reply.body)
      expect(Object.keys(country).sort()).toEqual(['code', 'dial_code', 'name']);
  });
});
