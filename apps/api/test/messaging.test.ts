/**
 * Templates, mail templates, senders and sending through the sandbox messaging provider: the
 * placeholders checked on save, a sender verified by the mailed link, 'send again' refused within
 * the wait, a message sent to delivered end to end (its signed report, the ledger), forged and
 * replayed reports, the message log's filters, and another account's ids answering 404.
 */
import { buildPath, endpoints as ep, SENDER_MAIL_WAIT_SECONDS } from '@switchboard/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, messageLog } from '../src/db/schema.js';
import { signPayload } from '../src/lib/signature.js';
import { manualClock, startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client, type Reply } from './http.js';
import { giveCredit } from './money.js';

const SECRET = 'whsec_messaging_test';
const clock = manualClock();
let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({
    clock,
    config: { messagingWebhookSecret: SECRET, messagingReportDelayMs: 0 },
  });
  call = client(server.url);
});
afterAll(() => server?.close());

const tokenOf = (owner: TestAccount) => owner.tokens.access_token;

const createTemplate = (owner: TestAccount, body: Record<string, unknown>) =>
  call(ep.createMessageTemplate, { token: tokenOf(owner), body });

async function createSender(owner: TestAccount, body: Record<string, unknown> = {}): Promise<Reply> {
  return call(ep.createSender, {
    token: tokenOf(owner),
    body: { name: 'Switchbrd', channel: 'sms', email: owner.email, ...body },
  });
}

/** Opens the link of the latest sender mail to `email` (verify, or reject with `which`). */
async function followLink(email: string, which: 'verify' | 'reject' = 'verify'): Promise<Reply> {
  const mail = await server.lastMail(email, 'sender-verification');
  if (!mail) throw new Error(`no sender mail to ${email}`);
  const link = mail.body.match(new RegExp(`https?://\\S+/sender/${which}/\\S+`))?.[0];
  if (!link) throw new Error(`no ${which} link in ${mail.body}`);
  const res = await fetch(link.replace(/^https?:\/\/[^/]+/, server.url));
  return { status: res.status, body: await res.json(), headers: res.headers };
}

async function verifiedSender(owner: TestAccount, body: Record<string, unknown> = {}) {
  const created = await createSender(owner, body);
  expect(created.status).toBe(201);
  expect((await followLink(owner.email)).status).toBe(200);
  return created.body.id as number;
}

/** Polls the log until the message has left 'submitted' (the sandbox reports a moment later). */
/** €10 on the account's ledger, so delivered messages can be charged. */
function credit(owner: TestAccount) {
  return giveCredit(server.db, owner.accountId, 1000, clock.now());
}

async function reported(owner: TestAccount, id: number) {
  for (let i = 0; i < 100; i++) {
    const page = await call(ep.listMessages, { token: tokenOf(owner), body: {} });
    const row = page.body.data.find((entry: { id: number }) => entry.id === id);
    if (row && row.msgstatus !== 'submitted') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`message ${id} never reported`);
}

const signedReport = (body: Record<string, unknown>) => {
  const payload = JSON.stringify(body);
  return {
    payload,
    headers: {
      'Content-Type': 'application/json',
      'messaging-signature': signPayload(SECRET, payload, clock.now()),
    },
  };
};
const webhookUrl = () => `${server.url}${buildPath(ep.messagingWebhook.path, { provider: 'sandbox' })}`;

describe('templates', () => {
  it('creates, lists, edits and deletes a template; unknown placeholders are named in a 422', async () => {
    const owner = await server.createAccount();
    const created = await createTemplate(owner, {
      description: 'Welcome',
      message: 'Hello {first_name} from {company}',
      channel: 'sms',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ description: 'Welcome', channel: 'sms', is_active: 1 });
    const id = created.body.id;

    const wrong = await call(ep.updateMessageTemplate, {
      token: tokenOf(owner),
      params: { id },
      body: { message: 'Hi {first_name} {nickname} {nickname}' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.message).toEqual(['Unknown placeholder {nickname}.']);

    const edited = await call(ep.updateMessageTemplate, {
      token: tokenOf(owner),
      params: { id },
      body: { is_active: 0 },
    });
    expect(edited.body).toMatchObject({ is_active: 0, message: 'Hello {first_name} from {company}' });
    expect((await call(ep.listMessageTemplates, { token: tokenOf(owner) })).body).toHaveLength(1);
    expect((await call(ep.deleteMessageTemplate, { token: tokenOf(owner), params: { id } })).body).toEqual({
      id,
    });

    const bad = await createTemplate(owner, { message: '', channel: 'fax' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['channel', 'description', 'message']);
  });

  it('keeps mail templates with their fields and checks their placeholders', async () => {
    const owner = await server.createAccount();
    const token = tokenOf(owner);
    const body = {
      description: 'Invoice reminder',
      mail_subject: 'Hello {first_name}',
      mail_body: '<b>Dear {first_name} {last_name}</b>',
      mail_from: 'billing@example.com',
      mail_to: 'ada@example.com',
      mail_signature: 'Billing team',
      mail_cc: 'cc@example.com',
      mail_bcc: 'bcc@example.com',
    };
    const created = await call(ep.createMailTemplate, { token, body });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      ...body,
      id: expect.any(Number),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const wrong = await call(ep.createMailTemplate, {
      token,
      body: { ...body, mail_subject: 'Hi {name}', mail_from: 'not an address' },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['mail_from']);
    const placeholder = await call(ep.createMailTemplate, {
      token,
      body: { ...body, mail_subject: 'Hi {name}' },
    });
    expect(placeholder.body.errors.mail_subject).toEqual(['Unknown placeholder {name}.']);
  });
});

describe('senders', () => {
  it('mails a verification link on create; following it verifies the sender', async () => {
    const owner = await server.createAccount();
    const created = await createSender(owner, { description: 'Main' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Switchbrd',
      channel: 'sms',
      status: 'pending',
      verified_at: null,
    });
    const mail = await server.lastMail(owner.email, 'sender-verification');
    expect(mail?.subject).toBe('Confirm the SMS sender Switchbrd');

    const verified = await followLink(owner.email);
    expect(verified.body).toEqual({ message: 'The sender Switchbrd is verified' });
    const [row] = (await call(ep.getSender, { token: tokenOf(owner), params: { id: created.body.id } })).body;
    expect(row).toMatchObject({ status: 'verified', verified_at: expect.any(String) });
    // A used link does not work twice.
    expect((await followLink(owner.email)).status).toBe(404);
  });

  it('rejects a sender through the other link', async () => {
    const owner = await server.createAccount();
    const created = await createSender(owner, { name: '+359888123456', channel: 'viber' });
    expect((await followLink(owner.email, 'reject')).status).toBe(200);
    const [row] = (await call(ep.getSender, { token: tokenOf(owner), params: { id: created.body.id } })).body;
    expect(row.status).toBe('rejected');
  });

  it("refuses 'send again' within the wait, then sends a new link that replaces the old", async () => {
    const owner = await server.createAccount();
    const created = await createSender(owner);
    const first = await server.lastMail(owner.email, 'sender-verification');
    const again = () =>
      call(ep.resendSenderMail, { token: tokenOf(owner), params: { id: created.body.id }, body: {} });

    const early = await again();
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ message: 'You have to wait for the sending email of the sender' });
    clock.advance((SENDER_MAIL_WAIT_SECONDS - 5) * 1000);
    expect((await again()).status).toBe(429);

    clock.advance(6 * 1000);
    const sent = await again();
    expect(sent.status).toBe(200);
    const second = await server.lastMail(owner.email, 'sender-verification');
    expect(second?.id).not.toBe(first?.id);
    expect((await again()).status).toBe(429);
    // Only the newest link verifies.
    expect((await followLink(owner.email)).status).toBe(200);
  });

  it('checks sender names: 11 letters and digits for SMS, or a number; one name per channel', async () => {
    const owner = await server.createAccount();
    expect((await createSender(owner, { name: 'TwelveLetter' })).body.errors.name).toEqual([
      'Enter valid Name',
    ]);
    expect((await createSender(owner, { name: 'Has space' })).status).toBe(422);
    expect((await createSender(owner, { name: 'Eleven12345' })).status).toBe(201);
    expect((await createSender(owner, { name: '+35988812' })).status).toBe(201);
    expect((await createSender(owner, { name: 'Eleven12345' })).body.errors.name).toEqual([
      'Name already exists.',
    ]);
    expect((await createSender(owner, { name: 'My Shop Ltd', channel: 'viber' })).status).toBe(201);
  });
});

describe('sending messages', () => {
  it('sends a template to delivered through the sandbox and charges the ledger once', async () => {
    const owner = await server.createAccount();
    await credit(owner);
    const senderId = await verifiedSender(owner);
    const template = await createTemplate(owner, {
      description: 'Reminder',
      message: 'Hi {first_name}, call us at {number}',
      channel: 'sms',
    });
    const sent = await call(ep.sendMessage, {
      token: tokenOf(owner),
      body: {
        template_id: template.body.id,
        sender_id: senderId,
        to: '+359888123456',
        values: { first_name: 'Ada' },
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      msgtype: 'sms',
      calling_number: 'Switchbrd',
      called_number: '+359888123456',
      msgstatus: 'submitted',
      text: 'Hi Ada, call us at +359888123456',
      parts: 1,
      client_cost: 5,
    });
    const row = await reported(owner, sent.body.id);
    expect(row.msgstatus).toBe('delivered');
    const charges = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, owner.accountId), eq(ledgerEntries.kind, 'message')));
    expect(charges.map((entry) => entry.amountMinor)).toEqual([-5]);
  });

  it('logs a message to a failing number as failed and charges nothing', async () => {
    const owner = await server.createAccount();
    const senderId = await verifiedSender(owner);
    const template = await createTemplate(owner, { description: 'T', message: 'Hello', channel: 'sms' });
    const sent = await call(ep.sendMessage, {
      token: tokenOf(owner),
      body: { template_id: template.body.id, sender_id: senderId, to: '+359880000' },
    });
    expect((await reported(owner, sent.body.id)).msgstatus).toBe('failed');
    const charges = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, owner.accountId));
    expect(charges).toEqual([]);
  });

  it('refuses unverified senders, inactive templates, mismatched channels and foreign ids with 422', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const token = tokenOf(owner);
    const pending = (await createSender(owner, { name: 'Pending1' })).body.id;
    const verified = await verifiedSender(owner, { name: 'Verified1' });
    const viber = (await createTemplate(owner, { description: 'V', message: 'Hi', channel: 'viber' })).body
      .id;
    const inactive = (
      await createTemplate(owner, { description: 'I', message: 'Hi', channel: 'sms', is_active: 0 })
    ).body.id;
    const active = (await createTemplate(owner, { description: 'A', message: 'Hi', channel: 'sms' })).body.id;
    const foreignTemplate = (await createTemplate(other, { description: 'F', message: 'Hi', channel: 'sms' }))
      .body.id;
    const send = (body: Record<string, unknown>) =>
      call(ep.sendMessage, { token, body: { to: '+359888123456', ...body } });

    expect((await send({ template_id: active, sender_id: pending })).body.errors).toEqual({
      sender_id: ['This sender is not verified'],
    });
    expect((await send({ template_id: inactive, sender_id: verified })).body.errors).toEqual({
      template_id: ['This template is not active'],
    });
    expect((await send({ template_id: viber, sender_id: verified })).status).toBe(422);
    expect((await send({ template_id: foreignTemplate, sender_id: verified })).body.errors).toEqual({
      template_id: ['Template does not exist'],
    });
    expect((await call(ep.listMessages, { token, body: {} })).body.total).toBe(0);
  });

  it('refuses forged and missing signatures with 401 and applies a replayed report once', async () => {
    const owner = await server.createAccount();
    await credit(owner);
    const senderId = await verifiedSender(owner);
    const template = await createTemplate(owner, { description: 'T', message: 'Hello', channel: 'sms' });
    const sent = await call(ep.sendMessage, {
      token: tokenOf(owner),
      body: { template_id: template.body.id, sender_id: senderId, to: '+359888765432' },
    });
    await reported(owner, sent.body.id);
    const [entry] = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, owner.accountId), eq(ledgerEntries.kind, 'message')));
    expect(entry).toBeDefined();

    const [logged] = await server.db.select().from(messageLog).where(eq(messageLog.id, sent.body.id));
    const report = {
      id: 'evt_replayed',
      type: 'message.status',
      message_id: logged?.providerMessageId,
      status: 'delivered',
      error: null,
    };
    for (const status of ['delivered', 'delivered', 'failed']) {
      const signed = signedReport({ ...report, status });
      const replay = await fetch(webhookUrl(), {
        method: 'POST',
        headers: signed.headers,
        body: signed.payload,
      });
      expect(replay.status).toBe(200);
    }
    expect((await reported(owner, sent.body.id)).msgstatus).toBe('delivered');
    const after = await server.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, owner.accountId), eq(ledgerEntries.kind, 'message')));
    expect(after).toHaveLength(1);

    const { payload } = signedReport({ ...report, status: 'failed' });
    const forged = await fetch(webhookUrl(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'messaging-signature': signPayload('wrong', payload, clock.now()),
      },
      body: payload,
    });
    expect(forged.status).toBe(401);
    const missing = await fetch(webhookUrl(), { method: 'POST', body: payload });
    expect(missing.status).toBe(401);
  });
});

describe('the message log', () => {
  it('filters by date, number and status and pages', async () => {
    const owner = await server.createAccount();
    const token = tokenOf(owner);
    const senderId = await verifiedSender(owner);
    const template = (await createTemplate(owner, { description: 'T', message: 'Hello', channel: 'sms' }))
      .body.id;
    const start = clock.now().toISOString();
    const ids: number[] = [];
    for (const to of ['+359888111111', '+359888222222', '+359880000']) {
      clock.advance(1000);
      const sent = await call(ep.sendMessage, {
        token,
        body: { template_id: template, sender_id: senderId, to },
      });
      ids.push(sent.body.id);
    }
    for (const id of ids) await reported(owner, id);
    const list = (body: Record<string, unknown>) => call(ep.listMessages, { token, body });

    expect((await list({})).body).toMatchObject({ total: 3, page: 1, per_page: 25 });
    expect((await list({ number: '222222' })).body.data.map((row: { id: number }) => row.id)).toEqual([
      ids[1],
    ]);
    expect((await list({ status: 'failed' })).body.data.map((row: { id: number }) => row.id)).toEqual([
      ids[2],
    ]);
    const paged = (await list({ per_page: 2, page: 2 })).body;
    expect(paged).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(paged.data.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect(
      (await list({ from: start, to: new Date(Date.parse(start) + 1500).toISOString() })).body.total,
    ).toBe(1);
    expect((await list({ status: 'lost' })).status).toBe(422);
    const other = await server.createAccount();
    expect((await call(ep.listMessages, { token: tokenOf(other), body: {} })).body.total).toBe(0);
  });
});

describe('another account', () => {
  it('answers 404 for every id of templates, mail templates and senders', async () => {
    const owner = await server.createAccount();
    const other = await server.createAccount();
    const token = tokenOf(other);
    const template = (await createTemplate(owner, { description: 'T', message: 'Hi', channel: 'sms' })).body
      .id;
    const mail = (
      await call(ep.createMailTemplate, {
        token: tokenOf(owner),
        body: { description: 'M', mail_subject: 'S', mail_body: 'B' },
      })
    ).body.id;
    const sender = (await createSender(owner)).body.id;
    for (const [get, update, del, id, body] of [
      [
        ep.getMessageTemplate,
        ep.updateMessageTemplate,
        ep.deleteMessageTemplate,
        template,
        { description: 'X' },
      ],
      [ep.getMailTemplate, ep.updateMailTemplate, ep.deleteMailTemplate, mail, { description: 'X' }],
      [ep.getSender, ep.updateSender, ep.deleteSender, sender, { description: 'X' }],
    ] as const) {
      expect((await call(get, { token, params: { id } })).status).toBe(404);
      expect((await call(update, { token, params: { id }, body })).status).toBe(404);
      expect((await call(del, { token, params: { id } })).status).toBe(404);
    }
    clock.advance((SENDER_MAIL_WAIT_SECONDS + 1) * 1000);
    expect((await call(ep.resendSenderMail, { token, params: { id: sender }, body: {} })).status).toBe(404);
  });
});
