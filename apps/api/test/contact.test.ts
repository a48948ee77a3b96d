/** The public site's contact form: kept, mailed to the provider, limited per IP, bots dropped. */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({
    config: { trustProxy: true },
    limits: { contact: { name: 'contact', capacity: 3, perSeconds: 60 * 60 } },
  });
  call = client(server.url);
});
afterAll(() => server?.close());

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  department: 'Sales',
  message: 'How much is a Berlin number per month?',
  terms: true,
};

const send = (body: unknown, ip: string) => call(ep.contact, { body, headers: { 'X-Forwarded-For': ip } });

const stored = async (email: string) =>
  (await server.db.select().from(contactMessages)).filter((row) => row.email === email);

describe('POST /admin/contact', () => {
  it('keeps the message and mails it to the provider, answers going to the visitor', async () => {
    const reply = await send(message, '203.0.113.10');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: apiMessages.contactSent });

    const [row] = await stored('ada@example.test');
    expect(row).toMatchObject({ name: 'Ada Lovelace', department: 'Sales', ip: '203.0.113.10' });
    const mail = await server.lastMail('support@switchboard.test', 'contact');
    expect(mail?.subject).toBe('[Sales] Contact form — Ada Lovelace');
    expect(mail?.body).toContain('How much is a Berlin number per month?');
    expect(mail?.body).toContain('ada@example.test');
  });

  it('answers 422 naming each wrong field, and keeps nothing', async () => {
    const reply = await send(
      { name: '', email: 'not-an-email', department: 'Billing', message: 'Hi', terms: false },
      '203.0.113.11',
    );
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual([
      'department',
      'email',
      'message',
      'name',
      'terms',
    ]);
    expect(reply.body.errors.department).toEqual(['Enter valid Department']);
    expect(await stored('not-an-email')).toEqual([]);
  });

  it('answers a bot that fills the hidden field as a success, keeping and mailing nothing', async () => {
    const before = (await server.outbox()).length;
    const reply = await send(
      { ...message, email: 'bot@example.test', website: 'http://spam.example' },
      '203.0.113.12',
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: apiMessages.contactSent });
    expect(await stored('bot@example.test')).toEqual([]);
    expect((await server.outbox()).length).toBe(before);
  });

  it('answers 429 once an address has sent its share, other addresses still pass', async () => {
    const body = { ...message, email: 'busy@example.test' };
    for (let i = 0; i < 3; i++) expect((await send(body, '198.51.100.7')).status).toBe(200);
    const blocked = await send(body, '198.51.100.7');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await stored('busy@example.test')).toHaveLength(3);
    expect((await send(body, '198.51.100.8')).status).toBe(200);
  });
});
