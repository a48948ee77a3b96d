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

async function carrierOf(owner: TestAccount) {
  return (await call(ep.createCarrier, { token: as(owner), body: { carrier_name: 'Rates' } })).body
    .id as number;
}

describe('carrier rates', () => {
  it('stores rates exactly (decimal text in, six decimals out) with the billing model', async () => {
    const owner = await server.createAccount();
    const carrierId = await carrierOf(owner);
    const reply = await call(ep.createCarrierRate, {
      token: as(owner),
      params: { carrierId },
      body: {
        prefix: '+4420',
        prefix_name: 'London',
        carrier_rate: '0.0125',
        setup_rate: 0.01,
        local_rate: '1',
        effective_date: '2026-01-01',
        setup_time: '0',
        minimum_time: 60,
        rest_time: 60,
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      carrier_id: carrierId,
      prefix: '4420',
      prefix_name: 'London',
      cli: 0,
      local_rate: '1.000000',
      setup_rate: '0.010000',
      origin_rate: '0.000000',
      carrier_rate: '0.012500',
      effective_date: '2026-01-01',
      setup_time: 0,
      minimum_time: 60,
      rest_time: 60,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const edited = await call(ep.updateCarrierRate, {
      token: as(owner),
      params: { carrierId, id: reply.body.id },
      body: { carrier_rate: '0.1' },
    });
    expect(edited.body).toMatchObject({ carrier_rate: '0.100000', prefix_name: 'London' });
  });

  it('refuses bad rates, days and billing steps on their fields, and a second rate for a prefix and day', async () => {
    const owner = await server.createAccount();
    const carrierId = await carrierOf(owner);
    const bad = await call(ep.createCarrierRate, {
      token: as(owner),
      params: { carrierId },
      body: { prefix: '44a', carrier_rate: '1.1234567', effective_date: '2026-02-30', rest_time: 0 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'carrier_rate',
      'effective_date',
      'prefix',
      'rest_time',
    ]);
    const body = { prefix: '44', carrier_rate: '0.01', effective_date: '2026-01-01' };
    expect((await call(ep.createCarrierRate, { token: as(owner), params: { carrierId }, body })).status).toBe(
      201,
    );
    const again = await call(ep.createCarrierRate, { token: as(owner), params: { carrierId }, body });
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['prefix']);
    const later = { ...body, effective_date: '2026-06-01' };
    expect(
      (await call(ep.createCarrierRate, { token: as(owner), params: { carrierId }, body: later })).status,
    ).toBe(201);
  });

  it('keeps each carrier’s deck and the sell tariff apart', async () => {
    const owner = await server.createAccount();
    const a = await carrierOf(owner);
    const b = await carrierOf(owner);
    const body = { prefix: '44', carrier_rate: '0.01', effective_date: '2026-01-01' };
    await call(ep.createCarrierRate, { token: as(owner), params: { carrierId: a }, body });
    await call(ep.createSellRate, { token: as(owner), body: { ...body, carrier_rate: '0.05' } });
    expect((await call(ep.listCarrierRates, { token: as(owner), params: { carrierId: b } })).body).toEqual(
      [],
    );
    const sell = (await call(ep.listSellRates, { token: as(owner) })).body;
    expect(sell.map((row: { carrier_rate: string }) => row.carrier_rate)).toEqual(['0.050000']);
    const [rate] = (await call(ep.listCarrierRates, { token: as(owner), params: { carrierId: a } })).body;
    expect((await call(ep.getSellRate, { token: as(owner), params: { id: rate.id } })).status).toBe(404);
  });
});

describe('destinations', () => {
  it('starts empty, then seeds every calling code from countries-list once', async () => {
    const owner = await server.createAccount();
    expect((await call(ep.listDestinations, { token: as(owner) })).body).toEqual([]);
    const seeded = await call(ep.seedDestinations, { token: as(owner), body: {} });
    expect(seeded.body.added).toBeGreaterThan(200);
    const list = (await call(ep.listDestinations, { token: as(owner) })).body as {
      prefix: string;
      prefix_name: string;
      country: string;
    }[];
    expect(list.find((row) => row.prefix === '359')).toMatchObject({
      prefix_name: 'Bulgaria',
      country: 'BG',
    });
    expect(list.find((row) => row.prefix === '1')?.prefix_name).toContain('United States');
    expect((await call(ep.seedDestinations, { token: as(owner), body: {} })).body).toEqual({ added: 0 });
  });

  it('adds a destination with its flags and refuses a prefix twice', async () => {
    const owner = await server.createAccount();
    const body = { prefix: '35988', prefix_name: 'Bulgaria mobile', country: 'bg', is_mobile: 1 };
    const created = await call(ep.createDestination, { token: as(owner), body });
    expect(created.body).toMatchObject({ prefix: '35988', country: 'BG', is_mobile: 1, is_itfs: 0 });
    const again = await call(ep.createDestination, { token: as(owner), body });
    expect(again.body.errors).toEqual({ prefix: ['Prefix already exists.'] });
  });
});
