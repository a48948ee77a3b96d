/**
 * Mail over SMTP (SMTP_URL): a real SMTP server receives the verification and reset mails, and the
 * links in them work as a person following them would use them; a visitor's request is answered
 * before its mail to the office is handed over, and stays answered when that fails.
 */
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorRequests } from '../src/db/schema.js';
import { startTestServer, type TestServer, tokenFromText } from '../src/testing.js';
import { client } from './http.js';
import { startSmtpSink } from './smtp-sink.js';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ smtpUrl: sink.url });
  call = client(server.url);
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

/** The last http(s) link of a mail. */
const linkIn = (text: string) => new URL((text.match(/https?:\/\/\S+/g) ?? []).at(-1) ?? 'missing:');

/** A widget whose one office, `email`, takes callback requests; its public key. */
async function officeWidget(on: TestServer, email: string): Promise<string> {
  const owner = await on.createAccount();
  const options = { phoneCalls: true, requestCallback: true, chat: true, email: true, videoCalls: false };
  const widget = await client(on.url)(ep.createWidget, {
    token: owner.tokens.access_token,
    body: {
      name: 'Mailed shop',
      contacts: [
        {
          id: 'hq',
          mainSettings: { title: 'HQ', email, phoneNumber: '+35929990001', contactOptions: options },
        },
      ],
    },
  });
  expect(widget.status).toBe(201);
  return widget.body.public_key;
}

const callback = { name: 'Ada', phone: '+359888123456', terms: true, contact_id: 'hq' };

describe('mail over SMTP', () => {
  it('delivers the verification mail; its link verifies the account', async () => {
    const email = 'smtp-ada@example.test';
    const before = sink.received.length;
    const registered = await call(ep.register, {
      body: {
        name: 'Ada',
        email,
        password: 'analytical engine',
        password_confirmation: 'analytical engine',
        terms: true,
      },
    });
    expect(registered.status).toBe(201);
    const mail = await sink.nextMail(email, before);
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.from).toBe('no-reply@switchboard.test');

    // The console's page, which the mail links to, calls the API with the token from its path.
    const link = linkIn(mail.text);
    expect(`${link.origin}${link.pathname}`).toMatch(/^http:\/\/console\.test\/verify-email\/[\w-]{43}$/);
    expect(link.searchParams.get('email')).toBe(email);
    expect(await server.outbox()).toEqual([]);
    const verified = await call(ep.verifyEmail, { params: { token: tokenFromText(mail.text) ?? '' } });
    expect(verified.status).toBe(200);

    const login = await call(ep.rootLogin, { body: { email, password: 'analytical engine' } });
    expect(login.status).toBe(200);
    expect(login.body.redirect).toBe('/widget');
    const me = await call(ep.me, { token: login.body.access_token });
    expect(me.body.user_info.email_verified).toBe(true);
  });

  it('delivers the resent verification mail', async () => {
    const owner = await server.createAccount({ verified: false });
    const before = sink.received.length;
    expect((await call(ep.resendActivation, { token: owner.tokens.access_token })).status).toBe(200);
    const mail = await sink.nextMail(owner.email, before);
    expect(linkIn(mail.text).pathname).toMatch(/^\/verify-email\//);
  });

  it('delivers the reset mail; its link sets a new password', async () => {
    const owner = await server.createAccount({ password: 'old password 1' });
    const before = sink.received.length;
    const asked = await call(ep.forgotPassword, { params: { email: owner.email } });
    expect(asked.status).toBe(200);
    const mail = await sink.nextMail(owner.email, before);
    expect(mail.subject).toBe('Reset your password');
    const link = linkIn(mail.text);
    expect(link.pathname).toMatch(/^\/reset-password\/[\w-]{43}$/);

    const token = link.pathname.split('/').at(-1);
    const reset = await call(ep.resetPassword, {
      body: { token, password: 'new password 1', password_confirmation: 'new password 1' },
    });
    expect(reset.status).toBe(200);
    expect(
      (await call(ep.rootLogin, { body: { email: owner.email, password: 'old password 1' } })).status,
    ).toBe(401);
    expect(
      (await call(ep.rootLogin, { body: { email: owner.email, password: 'new password 1' } })).status,
    ).toBe(200);
  });

  it("delivers a visitor's callback request to the office", async () => {
    const publicKey = await officeWidget(server, 'smtp-office@example.test');
    const before = sink.received.length;
    const reply = await call(ep.widgetCallback, { params: { publicKey }, body: callback });
    expect(reply.status).toBe(201);
    const mail = await sink.nextMail('smtp-office@example.test', before);
    expect(mail.subject).toBe('Callback request from Ada');
    expect(mail.text).toContain('+359888123456');
    expect(await server.outbox()).toEqual([]);
  });
});

describe('an unreachable mail server', () => {
  let broken: TestServer;
  beforeAll(async () => {
    // A port nobody listens on: the connection is refused at once.
    const dead = await startSmtpSink();
    await dead.close();
    broken = await startTestServer({ smtpUrl: dead.url });
  });
  afterAll(() => broken?.close());

  it("answers resend and forgot-password with 503 'Unable to send email, try again'", async () => {
    const brokenCall = client(broken.url);
    const owner = await broken.createAccount({ verified: false });
    const resend = await brokenCall(ep.resendActivation, { token: owner.tokens.access_token });
    expect(resend.status).toBe(503);
    expect(resend.body).toEqual({ message: 'Unable to send email, try again' });
    expect((await brokenCall(ep.forgotPassword, { params: { email: owner.email } })).status).toBe(503);
  });

  it('still stores and answers a visitor request (the failure is logged)', async () => {
    const publicKey = await officeWidget(broken, 'dead-office@example.test');
    const reply = await client(broken.url)(ep.widgetCallback, { params: { publicKey }, body: callback });
    expect(reply.status).toBe(201);
    expect(await broken.db.select().from(visitorRequests)).toHaveLength(1);
  });

  it('still creates the account on register (the mail can be resent)', async () => {
    const reply = await client(broken.url)(ep.register, {
      body: {
        name: 'Bo',
        email: 'bo@example.test',
        password: 'long enough 1',
        password_confirmation: 'long enough 1',
        terms: true,
      },
    });
    expect(reply.status).toBe(201);
  });
});
