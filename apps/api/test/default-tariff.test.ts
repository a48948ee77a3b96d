import { endpoints as ep } from '@switchboard/contract';
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

const test = (token: string, called: string) =>
  call(ep.testRoute, {
    token,
    body: {
      calling_number: '35924001122',
      called_number: called,
      direction: 'outbound',
      time: '2026-03-01T12:00:00Z',
      duration: 90,
    },
  });

describe("the provider's default sell tariff", () => {
  it("prices a new account's calls, and the tester says which tariff priced them", async () => {
    const owner = await server.createAccount();
    const token = owner.tokens.access_token;
    expect((await call(ep.listSellRates, { token })).body).toEqual([]);
    expect((await call(ep.createOutboundRoute, { token, body: { priority: 1 } })).status).toBe(201);

    // United Kingdom at the default 0.012 a minute, by the second: 90 s → 0.018 → 2 cents.
    const first = await test(token, '442071234567');
    expect(first.status).toBe(200);
    expect(first.body.client_rate).toMatchObject({
      prefix: '44',
      carrier_rate: '0.012000',
      billed_seconds: 90,
      cost_micros: 18_000,
      cost: 2,
      from_default_tariff: true,
    });

    // The account's own rate wins where it has one; the default still prices the rest.
    const own = await call(ep.createSellRate, {
      token,
      body: { prefix: '44', carrier_rate: '0.1', effective_date: '2026-01-01' },
    });
    expect(own.status).toBe(201);
    const second = await test(token, '442071234567');
    expect(second.body.client_rate).toMatchObject({ prefix: '44', cost: 15, from_default_tariff: false });
    const elsewhere = await test(token, '4989123456');
    expect(elsewhere.body.client_rate).toMatchObject({ prefix: '49', from_default_tariff: true });

    // A number no tariff knows has no price.
    expect((await test(token, '9990001')).body.client_rate).toBeNull();
  });
});
