/** Reports of what visitors sent: stats per type with filters, filter options, map markers; tariffs and plans. */
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterMarkers } from '../src/routes/reports.js';
import { manualClock, startTestServer, type TestServer } from '../src/testing.js';
import { client } from './http.js';

const clock = manualClock(new Date('2026-03-10T10:00:00Z'));
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let shop: { id: number; public_key: string };
let blog: { id: number; public_key: string };

const office = (id: string, title: string, departments: { id: string; name: string }[] = []) => ({
  id,
  mainSettings: {
    title,
    contactOptions: { phoneCalls: true, requestCallback: true, chat: true, email: true, videoCalls: true },
  },
  departments: departments.map((d) => ({
    ...d,
    contactOptions: { phoneCalls: true, requestCallback: true, chat: true, email: true, videoCalls: true },
  })),
});

let ip = 0;
async function send(
  endpoint: (typeof ep)[
    | 'widgetCall'
    | 'widgetCallback'
    | 'widgetMessage'
    | 'widgetVideoCall'
    | 'widgetEmail'],
  widget: { public_key: string },
  country: string,
  body: Record<string, unknown>,
) {
  const reply = await call(endpoint, {
    params: { publicKey: widget.public_key },
    headers: { 'X-Forwarded-For': `192.0.2.${++ip}`, 'CF-IPCountry': country },
    body,
  });
  expect(reply.status).toBe(201);
}

beforeAll(async () => {
  server = await startTestServer({
    clock,
    config: { trustProxy: true, trustedCountryHeader: 'cf-ipcountry' },
  });
  call = client(server.url);
  const owner = await server.createAccount();
  token = owner.tokens.access_token;
  shop = (
    await call(ep.createWidget, {
      token,
      body: {
        name: 'Shop',
        contacts: [
          office('sofia', 'Sofia', [{ id: 'sales', name: 'Sales' }]),
          office('bucharest', 'Bucharest'),
        ],
      },
    })
  ).body;
  blog = (
    await call(ep.createWidget, { token, body: { name: 'Blog', contacts: [office('berlin', 'Berlin')] } })
  ).body;

  // 2026-03-10
  await send(ep.widgetCall, shop, 'BG', { contact_id: 'sofia' });
  await send(ep.widgetCall, shop, 'BG', { contact_id: 'sofia', department_id: 'sales' });
  await send(ep.widgetCallback, shop, 'RO', {
    name: 'Ana',
    phone: '+40712345678',
    terms: true,
    contact_id: 'bucharest',
  });
  // 2026-03-11
  clock.advance(24 * 60 * 60 * 1000);
  await send(ep.widgetCall, shop, 'RO', { contact_id: 'bucharest' });
  await send(ep.widgetMessage, blog, 'DE', {
    name: 'Jo',
    email: 'jo@visitor.test',
    message: 'Hallo',
    terms: true,
    contact_id: 'berlin',
  });
  await send(ep.widgetVideoCall, blog, 'US', { contact_id: 'berlin' });
  // 2026-03-12
  clock.advance(24 * 60 * 60 * 1000);
  await send(ep.widgetCall, blog, 'DE', { contact_id: 'berlin' });
  await send(ep.widgetEmail, shop, 'BG', {
    name: 'Em',
    email: 'em@visitor.test',
    subject: 'Quote',
    message: 'Please',
    terms: true,
  });
  // Two days on, the first access token has expired: log in again.
  token = (await call(ep.rootLogin, { body: { email: owner.email, password: owner.password } })).body
    .access_token;
});
afterAll(() => server?.close());

const stats = async (type: string, body: Record<string, unknown> = {}) => {
  const reply = await call(ep.statsReport, { token, params: { type: type as 'calls' }, body });
  expect(reply.status).toBe(200);
  return reply.body;
};

describe('POST /admin/reports/:type', () => {
  it('counts what visitors sent, per type, newest first, with counts per day', async () => {
    const calls = await stats('calls');
    expect(calls.total).toBe(4);
    expect(calls.rows.map((r: { office_id: string }) => r.office_id)).toEqual([
      'berlin',
      'bucharest',
      'sofia',
      'sofia',
    ]);
    expect(calls.daily).toEqual([
      { date: '2026-03-10', count: 2 },
      { date: '2026-03-11', count: 1 },
      { date: '2026-03-12', count: 1 },
    ]);
    expect(calls.rows[0]).toMatchObject({
      type: 'call',
      widget_id: blog.id,
      widget_name: 'Blog',
      office_title: 'Berlin',
      country: 'DE',
      created_at: '2026-03-12T10:00:00.000Z',
    });
    const callbacks = await stats('call-request');
    expect(callbacks.rows).toEqual([
      expect.objectContaining({
        type: 'callback',
        name: 'Ana',
        phone: '+40712345678',
        office_title: 'Bucharest',
        country: 'RO',
      }),
    ]);
    expect((await stats('video-calls')).total).toBe(1);
    expect((await stats('messages')).rows[0]).toMatchObject({
      name: 'Jo',
      email: 'jo@visitor.test',
      message: 'Hallo',
    });
    expect((await stats('emails')).rows[0]).toMatchObject({
      subject: 'Quote',
      office_id: null,
      attachment: null,
    });
  });

  it('filters by time range, widget, office and department', async () => {
    expect((await stats('calls', { startTime: '2026-03-11' })).total).toBe(2);
    expect((await stats('calls', { endTime: '2026-03-11' })).total).toBe(3); // the whole end day counts
    expect(
      (await stats('calls', { startTime: '2026-03-10T12:00:00Z', endTime: '2026-03-11T23:00:00Z' })).total,
    ).toBe(1);
    expect((await stats('calls', { widget_id: shop.id })).total).toBe(3);
    expect((await stats('calls', { widget_id: blog.id })).total).toBe(1);
    expect((await stats('calls', { office_id: 'sofia' })).total).toBe(2);
    expect((await stats('calls', { office_id: 'sofia', department_id: 'sales' })).total).toBe(1);
    expect((await stats('calls', { widget_id: '', office_id: 'select option' })).total).toBe(4);
  });

  it('answers 404 for an unknown type and 422 for bad filters', async () => {
    expect(
      (await call(ep.statsReport, { token, params: { type: 'faxes' as 'calls' }, body: {} })).status,
    ).toBe(404);
    const bad = await call(ep.statsReport, {
      token,
      params: { type: 'calls' },
      body: { startTime: 'last week' },
    });
    expect([bad.status, bad.body.errors]).toEqual([422, { startTime: ['Enter valid Start time'] }]);
  });

  it("shows another account nothing of this one's", async () => {
    const other = await server.createAccount();
    const reply = await call(ep.statsReport, {
      token: other.tokens.access_token,
      params: { type: 'calls' },
      body: {},
    });
    expect(reply.body).toMatchObject({ total: 0, rows: [], daily: [] });
    const filters = await call(ep.reportFilters, { token: other.tokens.access_token });
    expect(filters.body).toMatchObject({ widgets: [], offices: [], departments: [] });
    const map = await call(ep.reportMap, { token: other.tokens.access_token, body: {} });
    expect(map.body).toEqual([]);
  });
});

describe('GET /admin/reports/filter', () => {
  it("lists the account's widgets, offices, departments and the services", async () => {
    const reply = await call(ep.reportFilters, { token });
    expect(reply.body).toEqual({
      widgets: [
        { id: shop.id, name: 'Shop' },
        { id: blog.id, name: 'Blog' },
      ],
      offices: [
        { id: 'sofia', name: 'Sofia', widget_id: shop.id },
        { id: 'bucharest', name: 'Bucharest', widget_id: shop.id },
        { id: 'berlin', name: 'Berlin', widget_id: blog.id },
      ],
      departments: [{ id: 'sales', name: 'Sales', widget_id: shop.id, office_id: 'sofia' }],
      services: [
        { id: 'calls', name: 'Audio calls' },
        { id: 'call-request', name: 'Callback requests' },
        { id: 'video-calls', name: 'Video calls' },
        { id: 'emails', name: 'Emails' },
        { id: 'messages', name: 'Messages' },
      ],
    });
  });
});

describe('POST /admin/reports/map', () => {
  const map = async (body: Record<string, unknown>) => {
    const reply = await call(ep.reportMap, { token, body });
    expect(reply.status).toBe(200);
    return reply.body as { lat: number; lng: number; count: number; countries: string[]; services: object }[];
  };

  it('places markers at the visitors’ countries, with counts per service', async () => {
    const markers = await map({});
    expect(markers).toEqual([
      { lat: 42.7, lng: 25.5, count: 3, countries: ['BG'], services: { calls: 2, emails: 1 } },
      { lat: 45.9, lng: 25, count: 2, countries: ['RO'], services: { calls: 1, 'call-request': 1 } },
      { lat: 51.2, lng: 10.5, count: 2, countries: ['DE'], services: { messages: 1, calls: 1 } },
      { lat: 39.8, lng: -98.6, count: 1, countries: ['US'], services: { 'video-calls': 1 } },
    ]);
  });

  it('filters by time range, service, widget, office and department', async () => {
    expect((await map({ service: 'calls' })).map((m) => [m.countries, m.count])).toEqual([
      [['BG'], 2],
      [['RO'], 1],
      [['DE'], 1],
    ]);
    expect((await map({ widget_id: blog.id })).map((m) => m.countries[0])).toEqual(['DE', 'US']);
    expect((await map({ office_id: 'bucharest' })).map((m) => [m.countries[0], m.count])).toEqual([
      ['RO', 2],
    ]);
    expect((await map({ department_id: 'sales' })).map((m) => m.count)).toEqual([1]);
    expect(
      (await map({ startTime: '2026-03-12', endTime: '2026-03-12' })).map((m) => m.countries[0]),
    ).toEqual(['BG', 'DE']);
  });

  it('merges near markers when zoomed out and leaves out what is outside the corners', async () => {
    const world = await map({ zoomFactor: 3 });
    expect(world.map((m) => [m.countries, m.count])).toEqual([
      [['BG', 'RO'], 5],
      [['DE'], 2],
      [['US'], 1],
    ]);
    expect((await map({ zoomFactor: 8 })).length).toBe(4);
    const europe = await map({
      positions: [
        { lat: 35, lng: -10 },
        { lat: 60, lng: 40 },
      ],
    });
    expect(europe.flatMap((m) => m.countries).sort()).toEqual(['BG', 'DE', 'RO']);
  });

  it('clusters at the weighted centre', () => {
    const [marker] = clusterMarkers(
      [
        { lat: 10, lng: 10, country: 'AA', type: 'call', count: 3 },
        { lat: 11, lng: 14, country: 'BB', type: 'email', count: 1 },
      ],
      0,
    );
    expect(marker).toEqual({
      lat: 10.25,
      lng: 11,
      count: 4,
      countries: ['AA', 'BB'],
      services: { calls: 3, emails: 1 },
    });
  });
});

describe('GET /admin/reports/attachment/:id', () => {
  it('gives a link that expires after 5 minutes', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'F',
      email: 'f@visitor.test',
      subject: 'S',
      message: 'M',
      terms: 'yes',
    }))
      form.append(name, value);
    form.append('attachment', new Blob(['hello']), 'hello.txt');
    const res = await fetch(`${server.url}/public/widget/${shop.public_key}/email`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': '192.0.2.200' },
      body: form,
    });
    expect(res.status).toBe(201);
    const { rows } = await stats('emails');
    const link = await call(ep.reportAttachment, { token, params: { id: rows[0].id } });
    expect(link.status).toBe(200);
    expect((await fetch(`${server.url}${link.body.url}`)).status).toBe(200);
    const other = await server.createAccount();
    expect(
      (await call(ep.reportAttachment, { token: other.tokens.access_token, params: { id: rows[0].id } }))
        .status,
    ).toBe(404);
    // The email without attachment has no link.
    expect((await call(ep.reportAttachment, { token, params: { id: rows[1].id } })).status).toBe(404);
    clock.advance(5 * 60 * 1000 + 1000);
    expect((await fetch(`${server.url}${link.body.url}`)).status).toBe(404);
  });
});

describe('tariffs and plans', () => {
  it('lists tariff types and one type per country, publicly', async () => {
    const types = await call(ep.tariffTypes);
    expect(types.body.map((t: { id: string }) => t.id)).toEqual(['landline', 'mobile', 'sms', 'number']);
    const landline = await call(ep.tariffs, { params: { type: 'landline' } });
    expect(landline.body.length).toBeGreaterThan(200);
    expect(landline.body.find((t: { code: string }) => t.code === 'BG')).toEqual({
      code: 'BG',
      country: 'Bulgaria',
      dial_code: '+359',
      rate: 0.012,
      currency: 'EUR',
    });
    expect((await call(ep.tariffs, { params: { type: 'fax' } })).status).toBe(404);
  });

  it('lists the four subscription plans with the spec §9 pricing text', async () => {
    const plans = (await call(ep.subscriptionPlans)).body;
    expect(plans.map((p: { name: string }) => p.name)).toEqual([
      'Start',
      'Business',
      'Business pro',
      'Enterprise',
    ]);
    expect(plans[2]).toMatchObject({
      included_minutes: 100,
      features: expect.arrayContaining(['100 free minutes']),
    });
    expect(plans[3]).toMatchObject({
      included_minutes: 41000,
      features: expect.arrayContaining(['41000 minutes talk time']),
    });
    expect(
      plans.every(
        (p: { currency: string; billing_period: string }) =>
          p.currency === 'EUR' && p.billing_period === 'yearly',
      ),
    ).toBe(true);
  });
});
