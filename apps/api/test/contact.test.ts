/**
 * The public site's contact form: kept, mailed to the provider, limited per IP, bots dropped; sent
 * as JSON by the page's script, or posted by the browser without it (POST /home, answered with the
 * home page in the visitor's language).
 */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_DIST } from '../src/config.js';
import { contactMessages } from '../src/db/schema.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer({
    config: { trustProxy: true, siteDist: DEFAULT_SITE_DIST },
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

/** The form as a browser without scripts sends it: urlencoded, an unticked box left out. */
const post = (fields: Record<string, string>, ip: string, query = '') =>
  fetch(`${server.url}/home${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
    body: new URLSearchParams(fields),
  });
const formFields = { ...message, terms: 'true', website: '' };
/** The opening tag of the form's field `name` (input, select or textarea). */
const fieldTag = (html: string, name: string) =>
  html.match(new RegExp(`<(?:input|select|textarea)[^>]*id="contact-${name}"[^>]*>`))?.[0] ?? '';
/** The text of the form's answer under it. */
const answerOf = (html: string) => html.match(/<p role="status"[^>]*>([^<]*)<\/p>/)?.[1];

describe('POST /home (the contact form without the page script)', () => {
  it('keeps and mails the message and answers the home page saying so, in the page language', async () => {
    const res = await post({ ...formFields, email: 'form@example.test' }, '203.0.113.20', '?lang=de');
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/html; charset=UTF-8']);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="de"/);
    // A page like the others: its head script allowed, and nothing of it kept by a cache.
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+';/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(answerOf(html)).toBe('Vielen Dank! Wir antworten Ihnen bald.');
    // The form starts empty again, and posts on in German.
    expect(html).not.toContain('Ada Lovelace');
    expect(html).toMatch(/<form[^>]+action="\/home\?lang=de#contact"/);
    const [row] = await stored('form@example.test');
    expect(row).toMatchObject({ name: 'Ada Lovelace', department: 'Sales', ip: '203.0.113.20' });
    const mail = await server.lastMail('support@switchboard.test', 'contact');
    expect(mail?.body).toContain('form@example.test');
  });

  it('answers 422 with each broken rule beside its field and what was typed, keeping nothing', async () => {
    const res = await post(
      { name: 'Grace', email: 'not-an-email', department: 'Billing', message: 'Hi', website: '' },
      '203.0.113.21',
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(answerOf(html)).toBe('The message was not sent. Check the fields and try again.');
    for (const [field, rule] of [
      ['email', 'Enter a valid e-mail address.'],
      ['department', 'Choose Sales or Support.'],
      ['message', 'Write a message of 10 to 5000 characters.'],
      ['terms', 'You have to accept our terms and services'],
    ]) {
      expect(fieldTag(html, field!)).toContain('aria-invalid="true"');
      expect(fieldTag(html, field!)).toContain(`aria-describedby="contact-${field}-error"`);
      expect(html).toMatch(new RegExp(`<p id="contact-${field}-error"[^>]*>${rule}</p>`));
    }
    // The name passed: not marked, and kept with the other texts.
    expect(html).not.toContain('contact-name-error');
    expect(fieldTag(html, 'name')).not.toContain('aria-invalid');
    expect(fieldTag(html, 'name')).toContain('value="Grace"');
    expect(fieldTag(html, 'email')).toContain('value="not-an-email"');
    expect(html).toMatch(/<textarea[^>]*>Hi<\/textarea>/);
    expect(await stored('not-an-email')).toEqual([]);
  });

  it('answers a bot that fills the hidden field as a success, keeping and mailing nothing', async () => {
    const before = (await server.outbox()).length;
    const res = await post(
      { ...formFields, email: 'formbot@example.test', website: 'http://spam.example' },
      '203.0.113.22',
    );
    expect(res.status).toBe(200);
    expect(answerOf(await res.text())).toBe('Thank you! We will answer you soon.');
    expect(await stored('formbot@example.test')).toEqual([]);
    expect((await server.outbox()).length).toBe(before);
  });

  it('shares the limit per address with the scripted form, and answers 429 with the page', async () => {
    const fields = { ...formFields, email: 'formbusy@example.test' };
    for (let i = 0; i < 2; i++) expect((await post(fields, '198.51.100.20')).status).toBe(200);
    expect((await send({ ...message, email: 'formbusy@example.test' }, '198.51.100.20')).status).toBe(200);
    const blocked = await post(fields, '198.51.100.20', '?lang=ru');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const html = await blocked.text();
    expect(html).toMatch(/^<!doctype html><html lang="ru"/);
    expect(answerOf(html)).toBe('Слишком много сообщений с вашего адреса. Попробуйте позже.');
    expect(fieldTag(html, 'email')).toContain('value="formbusy@example.test"');
    expect(fieldTag(html, 'terms')).toContain('checked');
    expect(await stored('formbusy@example.test')).toHaveLength(3);
    expect((await post(fields, '198.51.100.21')).status).toBe(200);
  });
});
