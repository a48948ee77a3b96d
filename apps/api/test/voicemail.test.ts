/** Voicemail boxes: email checks, the owner's records only, and the test mail through the mailer. */
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server?.close());

const as = (owner: TestAccount) => owner.tokens.access_token;
const box = {
  name: 'Support',
  mail_to: 'support@example.com',
  mail_from: 'pbx@example.com',
  mail_cc: 'lead@example.com',
  mail_bcc: '',
  mail_subject: 'New voicemail',
  mail_body: 'A caller left a message.',
  mail_signature: 'Your PBX',
  is_active: 1,
};

async function create(owner: TestAccount, body: Record<string, unknown> = {}) {
  const reply = await call(ep.createVoicemail, { token: as(owner), body: { ...box, ...body } });
  expect(reply.status).toBe(201);
  return reply.body as { id: number };
}

describe('voicemail', () => {
  it('creates, edits, toggles and deletes a box', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.createVoicemail, { token: as(owner), body: { ...box, name: ' Support ' } });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      ...box,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const { id } = reply.body;
    const edited = await call(ep.updateVoicemail, {
      token: as(owner),
      params: { id },
      body: { mail_cc: '', is_active: 0 },
    });
    expect(edited.body).toMatchObject({ mail_cc: '', is_active: 0, name: 'Support' });
    expect((await call(ep.deleteVoicemail, { token: as(owner), params: { id } })).body).toEqual({ id });
    expect((await call(ep.listVoicemails, { token: as(owner) })).body).toEqual([]);
  });

  it('refuses addresses that are not email addresses, with the rule set words', async () => {
    const owner = await server.createAccount();
    const reply = await call(ep.createVoicemail, {
      token: as(owner),
      body: { ...box, mail_to: 'support', mail_cc: 'x@', mail_from: '' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      mail_to: ['Mail to must be a valid email address.'],
      mail_from: [expect.stringMatching(/required/)],
      mail_cc: ['Mail cc must be a valid email address.'],
    });
  });

  it('sends the test mail through the mailer to, cc and bcc, answering to the box sender', async () => {
    const owner = await server.createAccount();
    const { id } = await create(owner, { mail_bcc: 'audit@example.com' });
    const reply = await call(ep.sendVoicemailTestMail, { token: as(owner), params: { id }, body: {} });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: 'A test mail was sent to support@example.com' });
    const mails = (await server.outbox()).filter((mail) => mail.kind === 'voicemail');
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'audit@example.com',
      'lead@example.com',
      'support@example.com',
    ]);
    const [mail] = mails;
    expect(mail?.subject).toBe('[Test] New voicemail');
    expect(mail?.body).toMatch(/^A caller left a message\.\n\nFrom: \+12025550100\n/);
    expect(mail?.body).toMatch(/\n\n-- \nYour PBX$/);
  });

  it("keeps accounts apart: another account's box is a 404, its test mail too", async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const { id } = await create(owner);
    const params = { id };
    expect((await call(ep.getVoicemail, { token: as(other), params })).status).toBe(404);
    expect((await call(ep.updateVoicemail, { token: as(other), params, body: { name: 'x' } })).status).toBe(
      404,
    );
    expect((await call(ep.deleteVoicemail, { token: as(other), params })).status).toBe(404);
    expect((await call(ep.sendVoicemailTestMail, { token: as(other), params, body: {} })).status).toBe(404);
    expect((await call(ep.listVoicemails, { token: as(other) })).body).toEqual([]);
  });
});
