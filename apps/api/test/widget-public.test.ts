/**
 * The widget runtime's public endpoints: the cached config (ETag, 304, invalidation on save, CORS)
 * and visitor requests with their refusals (blacklist, countries, rate limit, size, validation),
 * each of which leaves nothing stored.
 */
import { readdir } from 'node:fs/promises';
import { endpoints as ep, type WidgetPublicConfig } from '@switchboard/contract';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorRequests } from '../src/db/schema.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let ownerEmail: string;

beforeAll(async () => {
  server = await startTestServer({
    // Visitors are told apart by X-Forwarded-For; the country comes from X-Country-Code when sent.
    config: { trustProxy: true, trustedCountryHeader: 'x-country-code' },
    limits: { visitor: { name: 'visitor', capacity: 3, perSeconds: 15 * 60 } },
  });
  call = client(server.url);
  const owner = await server.createAccount();
  token = owner.tokens.access_token;
  ownerEmail = owner.email;
});
afterAll(() => server?.close());

let visitorNumber = 0;
/** A fresh visitor address (its own rate-limit bucket) in TEST-NET-2. */
const nextIp = () => `198.51.100.${(visitorNumber++ % 250) + 1}`;

const CONTACTS = [
  {
    id: 'sofia',
    mainSettings: {
      title: 'Sofia office',
      email: 'sofia.office@example.test',
      phoneNumber: '+35929990001',
      contactOptions: { phoneCalls: true, requestCallback: true, chat: true, email: true, videoCalls: false },
    },
    address: { country: 'Bulgaria', state: 'Sofia', street: 'Secret street 1', postCode: '1000' },
    departments: [
      {
        id: 'sales',
        name: 'Sales',
        email: 'sales.staff@example.test',
        phoneNumber: '+35929990002',
        contactOptions: {
          phoneCalls: true,
          requestCallback: true,
          chat: true,
          email: true,
          videoCalls: true,
        },
      },
    ],
  },
];

async function createWidget(body: Record<string, unknown> = {}) {
  const reply = await call(ep.createWidget, { token, body: { name: 'Shop', contacts: CONTACTS, ...body } });
  expect(reply.status).toBe(201);
  return reply.body as { id: number; public_key: string };
}

const stored = async () => (await server.db.select({ n: count() }).from(visitorRequests))[0]?.n ?? 0;
const storedFiles = async () => (await readdir(server.deps.config.attachmentsDir).catch(() => [])).length;

function visit(ip = nextIp(), country?: string) {
  return { 'X-Forwarded-For': ip, ...(country ? { 'X-Country-Code': country } : {}) };
}

const callbackBody = { name: 'Ada', phone: '+359888123456', terms: true, contact_id: 'sofia' };

describe('GET /public/widget/:publicKey', () => {
  it('answers only what visitors may see, from the cache, with CORS for any origin', async () => {
    const widget = await createWidget({
      my_country: ['BG'],
      ip_blacklist: ['203.0.113.0/24'],
      plan: 'enterprise',
    });
    const loadsBefore = server.widgetConfigs.loads;
    const reply = await call(ep.widgetPublicConfig, {
      params: { publicKey: widget.public_key },
      headers: { Origin: 'https://customer.example' },
    });
    expect(reply.status).toBe(200);
    const config: WidgetPublicConfig = reply.body;
    expect(Object.keys(config).sort()).toEqual(
      [
        'appearance',
        'config',
        'contacts',
        'multilanguage',
        'name',
        'public_key',
        'sidebar',
        'timezone',
      ].sort(),
    );
    expect(config.contacts).toEqual([
      {
        id: 'sofia',
        slug: 'sofia-office',
        title: 'Sofia office',
        phoneNumber: '+35929990001',
        contactOptions: CONTACTS[0]?.mainSettings.contactOptions,
        openingHours: expect.objectContaining({
          monday: { closed: false, ranges: [{ from: '09:00', to: '17:00' }] },
        }),
        timezone: null,
        departments: [
          {
            id: 'sales',
            name: 'Sales',
            slug: 'sales',
            phoneNumber: '+35929990002',
            contactOptions: CONTACTS[0]?.departments[0]?.contactOptions,
            openingHours: expect.any(Object),
          },
        ],
      },
    ]);
    const text = JSON.stringify(reply.body);
    for (const secret of [
      'example.test',
      'Secret street',
      '203.0.113',
      '"BG"',
      'enterprise',
      'plan',
      'account',
    ]) {
      expect([secret, text.includes(secret)]).toEqual([secret, false]);
    }
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('access-control-allow-credentials')).toBeNull();
    expect(reply.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(reply.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}(\.br|\.gz)?"$/);
    expect(reply.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    // Many visitors, one database read.
    for (let i = 0; i < 5; i++)
      await call(ep.widgetPublicConfig, { params: { publicKey: widget.public_key } });
    expect(server.widgetConfigs.loads - loadsBefore).toBe(1);
  });

  it('answers 304 to a matching If-None-Match until a save changes the ETag', async () => {
    const widget = await createWidget();
    const params = { publicKey: widget.public_key };
    const first = await call(ep.widgetPublicConfig, { params });
    const etag = first.headers.get('etag') ?? '';
    const again = await call(ep.widgetPublicConfig, { params, headers: { 'If-None-Match': etag } });
    expect([again.status, again.body]).toEqual([304, '']);
    expect(again.headers.get('etag')).toBe(etag);
    expect(
      (await call(ep.widgetPublicConfig, { params, headers: { 'If-None-Match': `"other", W/${etag}` } }))
        .status,
    ).toBe(304);

    await call(ep.updateWidgetAppearance, {
      token,
      params: { widgetId: widget.id },
      body: { appearance: { headerBackground: '#abcdef' } },
    });
    const changed = await call(ep.widgetPublicConfig, { params, headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.body.appearance.headerBackground).toBe('#abcdef');
    expect(changed.headers.get('etag')).not.toBe(etag);

    // Every kind of save invalidates: the contact list too.
    const before = changed.headers.get('etag') ?? '';
    await call(ep.saveWidgetContacts, { token, params: { widgetId: widget.id }, body: { contacts: [] } });
    const emptied = await call(ep.widgetPublicConfig, { params, headers: { 'If-None-Match': before } });
    expect([emptied.status, emptied.body.contacts]).toEqual([200, []]);
  });

  it('answers 404 for unknown keys, inactive and deleted widgets', async () => {
    const widget = await createWidget();
    const params = { publicKey: widget.public_key };
    expect((await call(ep.widgetPublicConfig, { params: { publicKey: 'nope' } })).status).toBe(404);
    expect((await call(ep.widgetPublicConfig, { params: { publicKey: 'x'.repeat(22) } })).body).toEqual({
      message: 'No phone found',
    });
    await call(ep.updateWidget, { token, params: { id: widget.id }, body: { is_active: false } });
    expect((await call(ep.widgetPublicConfig, { params })).status).toBe(404);
    expect((await call(ep.widgetCallback, { params, headers: visit(), body: callbackBody })).status).toBe(
      404,
    );
    await call(ep.updateWidget, { token, params: { id: widget.id }, body: { is_active: true } });
    expect((await call(ep.widgetPublicConfig, { params })).status).toBe(200);
    await call(ep.deleteWidget, { token, params: { id: widget.id } });
    expect((await call(ep.widgetPublicConfig, { params })).status).toBe(404);
  });

  it('lets any origin send visitor requests (preflight)', async () => {
    const widget = await createWidget();
    const res = await fetch(`${server.url}/public/widget/${widget.public_key}/message`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://customer.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });
});

describe('visitor requests', () => {
  it('stores a callback request with the country and location, never the raw IP, then mails the office', async () => {
    const widget = await createWidget();
    const ip = nextIp();
    const reply = await call(ep.widgetCallback, {
      params: { publicKey: widget.public_key },
      headers: visit(ip, 'bg'),
      body: callbackBody,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      message: 'Your request has been sent',
      type: 'callback',
      created_at: expect.any(String),
    });
    const [row] = await server.db.select().from(visitorRequests).orderBy(desc(visitorRequests.id)).limit(1);
    expect(row).toMatchObject({
      widgetId: widget.id,
      type: 'callback',
      officeId: 'sofia',
      departmentId: null,
      country: 'BG',
      lat: 42.7,
      lon: 25.5,
      payload: { name: 'Ada', phone: '+359888123456', office_title: 'Sofia office', widget_name: 'Shop' },
    });
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(ip);
    const mail = await server.lastMail('sofia.office@example.test', 'widget-request');
    expect(mail?.subject).toBe('Callback request from Ada');
    expect(mail?.body).toContain('+359888123456');
  });

  it('stores a message to a department and mails the department', async () => {
    const widget = await createWidget();
    const reply = await call(ep.widgetMessage, {
      params: { publicKey: widget.public_key },
      headers: visit(),
      body: {
        name: 'Bo',
        email: 'bo@visitor.test',
        message: 'Hello',
        terms: 'on',
        contact_id: 'sofia',
        department_id: 'sales',
      },
    });
    expect(reply.status).toBe(201);
    expect((await server.lastMail('sales.staff@example.test', 'widget-request'))?.body).toContain('Hello');
  });

  it('mails the account owner when the widget has no contacts', async () => {
    const widget = await createWidget({ contacts: [] });
    const reply = await call(ep.widgetCallback, {
      params: { publicKey: widget.public_key },
      headers: visit(),
      body: { name: 'Cy', phone: '+4915112345678', terms: 1 },
    });
    expect(reply.status).toBe(201);
    expect((await server.lastMail(ownerEmail, 'widget-request'))?.body).toContain('+4915112345678');
  });

  it('stores call and video-call intents for contacts that offer them', async () => {
    const widget = await createWidget();
    const params = { publicKey: widget.public_key };
    expect(
      (await call(ep.widgetCall, { params, headers: visit(), body: { contact_id: 'sofia' } })).status,
    ).toBe(201);
    const video = await call(ep.widgetVideoCall, {
      params,
      headers: visit(),
      body: { contact_id: 'sofia', department_id: 'sales' },
    });
    expect([video.status, video.body.type]).toEqual([201, 'video-call']);
  });

  it('stores only the fields a request’s body declares: a call intent carries no name, whatever is sent', async () => {
    const widget = await createWidget();
    const params = { publicKey: widget.public_key };
    // Found by the fuzz test: a number where no field is declared answered 500.
    const numbered = await call(ep.widgetCall, {
      params,
      headers: visit(),
      body: { contact_id: 'sofia', name: 0, message: { text: 'hi' } } as never,
    });
    expect(numbered.status).toBe(201);
    const worded = await call(ep.widgetCall, {
      params,
      headers: visit(),
      body: { contact_id: 'sofia', name: 'Unchecked', email: 'x'.repeat(5000) } as never,
    });
    expect(worded.status).toBe(201);
    const calls = await server.db
      .select({ payload: visitorRequests.payload })
      .from(visitorRequests)
      .orderBy(desc(visitorRequests.id))
      .limit(2);
    for (const { payload } of calls) {
      expect(payload).not.toHaveProperty('name');
      expect(payload).not.toHaveProperty('email');
      expect(payload).not.toHaveProperty('message');
      expect(payload).toMatchObject({ office_title: 'Sofia office' });
    }
    // A callback keeps its declared fields, trimmed, and drops the rest.
    const callback = await call(ep.widgetCallback, {
      params,
      headers: visit(),
      body: { ...callbackBody, name: '  Ada  ', subject: 0 } as never,
    });
    expect(callback.status).toBe(201);
    const [latest] = await server.db
      .select({ payload: visitorRequests.payload })
      .from(visitorRequests)
      .orderBy(desc(visitorRequests.id))
      .limit(1);
    expect(latest?.payload).toMatchObject({ name: 'Ada', phone: '+359888123456' });
    expect(latest?.payload).not.toHaveProperty('subject');
  });

  it('stores an email with its attachment (multipart) and the owner downloads it through a signed link', async () => {
    const widget = await createWidget();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Dee',
      email: 'dee@visitor.test',
      subject: 'Offer',
      message: 'See attached',
      terms: 'true',
      contact_id: 'sofia',
    }))
      form.append(name, value);
    form.append('attachment', new Blob(['%PDF-1.4 quote']), '../../etc/quote "final".pdf');
    const res = await fetch(`${server.url}/public/widget/${widget.public_key}/email`, {
      method: 'POST',
      headers: visit(),
      body: form,
    });
    expect(res.status).toBe(201);
    const [row] = await server.db.select().from(visitorRequests).orderBy(desc(visitorRequests.id)).limit(1);
    expect(row?.payload.attachment).toEqual({
      name: 'quote final.pdf',
      size: 14,
      type: 'application/octet-stream',
    });

    const link = await call(ep.reportAttachment, { token, params: { id: row?.id ?? 0 } });
    expect(link.body).toMatchObject({ name: 'quote final.pdf', size: 14, expires_in: 300 });
    const file = await fetch(`${server.url}${link.body.url}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 quote');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="quote final.pdf"');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(
      (await fetch(`${server.url}${link.body.url.replace(/.$/, (ch: string) => (ch === 'A' ? 'B' : 'A'))}`))
        .status,
    ).toBe(404);

    // Without an attachment, as JSON too.
    const json = await call(ep.widgetEmail, {
      params: { publicKey: widget.public_key },
      headers: visit(),
      body: { name: 'Dee', email: 'dee@visitor.test', subject: 'Hi', message: 'No file', terms: true },
    });
    expect(json.status).toBe(201);
  });
});

describe('refused visitors leave nothing stored', () => {
  async function refused(
    send: () => Promise<{ status: number; body: unknown }>,
    status: number,
    body?: unknown,
  ) {
    const [rows, files] = [await stored(), await storedFiles()];
    const reply = await send();
    expect(reply.status).toBe(status);
    if (body !== undefined) expect(reply.body).toEqual(body);
    expect([await stored(), await storedFiles()]).toEqual([rows, files]);
  }

  it('refuses blacklisted IPv4, IPv6 and CIDR ranges with 403', async () => {
    const widget = await createWidget({
      ip_blacklist: ['192.0.2.10', '10.20.0.0/16', '2001:db8::7', '2001:db8:abcd::/48'],
    });
    const params = { publicKey: widget.public_key };
    const blocked = { message: 'Requests from your address are not accepted by this widget.' };
    for (const ip of [
      '192.0.2.10',
      '10.20.255.1',
      '2001:db8::7',
      '2001:db8:abcd:12::1',
      '::ffff:192.0.2.10',
    ]) {
      await refused(
        () => call(ep.widgetCallback, { params, headers: visit(ip), body: callbackBody }),
        403,
        blocked,
      );
    }
    // Neighbours are fine.
    for (const ip of ['192.0.2.11', '10.21.0.1', '2001:db8::8']) {
      expect((await call(ep.widgetCallback, { params, headers: visit(ip), body: callbackBody })).status).toBe(
        201,
      );
    }
  });

  it('refuses countries outside the allow-list, from the trusted header or the IP (geoip-country)', async () => {
    const widget = await createWidget({ my_country: ['BG', 'RO'] });
    const params = { publicKey: widget.public_key };
    const notHere = { message: 'This widget does not accept requests from your country.' };
    await refused(
      () => call(ep.widgetCallback, { params, headers: visit(nextIp(), 'DE'), body: callbackBody }),
      403,
      notHere,
    );
    // No header: the IP decides. 8.8.8.8 is in the United States; 127.0.0.1 is in no country.
    await refused(
      () => call(ep.widgetCallback, { params, headers: visit('8.8.8.8'), body: callbackBody }),
      403,
      notHere,
    );
    await refused(
      () => call(ep.widgetCallback, { params, headers: visit('127.0.0.1'), body: callbackBody }),
      403,
      notHere,
    );
    expect(
      (await call(ep.widgetCallback, { params, headers: visit(nextIp(), 'RO'), body: callbackBody })).status,
    ).toBe(201);
  });

  it('locates visitors by IP when no trusted header is sent', async () => {
    const widget = await createWidget();
    await call(ep.widgetCall, {
      params: { publicKey: widget.public_key },
      headers: visit('8.8.8.8'),
      body: { contact_id: 'sofia' },
    });
    const [row] = await server.db.select().from(visitorRequests).orderBy(desc(visitorRequests.id)).limit(1);
    expect(row).toMatchObject({ country: 'US', lat: 39.8, lon: -98.6 });
  });

  it('answers 429 past the per-visitor rate limit', async () => {
    const widget = await createWidget();
    const params = { publicKey: widget.public_key };
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      expect(
        (await call(ep.widgetCall, { params, headers: visit(ip), body: { contact_id: 'sofia' } })).status,
      ).toBe(201);
    }
    const [rows] = [await stored()];
    const limited = await call(ep.widgetCall, { params, headers: visit(ip), body: { contact_id: 'sofia' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toBe(rows);
    // Another visitor is not affected.
    expect(
      (await call(ep.widgetCall, { params, headers: visit(), body: { contact_id: 'sofia' } })).status,
    ).toBe(201);
  });

  it('answers 413 for an attachment over 10 MB', async () => {
    const widget = await createWidget();
    const send = (bytes: number) => async () => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        name: 'E',
        email: 'e@visitor.test',
        subject: 'S',
        message: 'M',
        terms: 'true',
      }))
        form.append(name, value);
      form.append('attachment', new Blob([new Uint8Array(bytes)]), 'big.bin');
      const res = await server.app.request(`/public/widget/${widget.public_key}/email`, {
        method: 'POST',
        headers: visit(),
        body: form,
      });
      return { status: res.status, body: await res.json() };
    };
    const tooLarge = { message: 'The file is too large. The limit is 10 MB.' };
    await refused(send(10 * 1024 * 1024 + 1), 413, tooLarge);
    await refused(send(11 * 1024 * 1024), 413, tooLarge);
  });

  it('answers 422 with the rule set’s words, and for contacts that do not offer the service', async () => {
    const widget = await createWidget();
    const params = { publicKey: widget.public_key };
    await refused(
      () =>
        call(ep.widgetCallback, {
          params,
          headers: visit(),
          body: { name: '', phone: '0888123456', terms: false },
        }),
      422,
      {
        message: 'Name is required. (and 2 more errors)',
        errors: {
          name: ['Name is required.'],
          phone: ['Please enter your phone number with country code'],
          terms: ['You have to accept our terms and services'],
        },
      },
    );
    await refused(
      () => call(ep.widgetCall, { params, headers: visit(), body: { contact_id: 'nowhere' } }),
      422,
    );
    await refused(
      () =>
        call(ep.widgetCall, {
          params,
          headers: visit(),
          body: { contact_id: 'sofia', department_id: 'nowhere' },
        }),
      422,
    );
    const unavailable = await call(ep.widgetVideoCall, {
      params,
      headers: visit(),
      body: { contact_id: 'sofia' },
    });
    expect([unavailable.status, unavailable.body.errors]).toEqual([
      422,
      { contact_id: ['This contact does not offer that'] },
    ]);
    await refused(
      () =>
        call(ep.widgetMessage, {
          params,
          headers: { ...visit(), 'Content-Type': 'text/plain' },
          body: undefined,
        }),
      400,
    );
  });
});
