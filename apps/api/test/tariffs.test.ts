/**
 * The price list in the database (issue 26): seeded with the figures the code used to hold, edited
 * by administrators only, each edit showing on the next read of the public endpoints and calling
 * the "tariffs changed" subscribers.
 */
import { endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onTariffsChanged } from '../src/tariffs/changes.js';
import { startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { client } from './http.js';

let server: TestServer;
let call: ReturnType<typeof client>;
let admin: TestAccount;
let owner: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
  admin = await server.createAdmin();
  owner = await server.createAccount();
});
afterAll(() => server?.close());

const asAdmin = () => ({ token: admin.tokens.access_token });
const rateOf = async (type: string, code: string) =>
  ((await call(ep.tariffs, { params: { type } })).body as { code: string; rate: number }[]).find(
    (tariff) => tariff.code === code,
  );

describe('the seeded price list', () => {
  it('has the four tariff types, in order, with a rate for every country', async () => {
    const types = await call(ep.tariffTypes);
    expect(types.status).toBe(200);
    expect(types.headers.get('cache-control')).toBe('no-cache');
    expect(types.body).toEqual([
      { id: 'landline', name: 'Calls to landlines', unit: 'per minute' },
      { id: 'mobile', name: 'Calls to mobiles', unit: 'per minute' },
      { id: 'sms', name: 'SMS', unit: 'per message' },
      { id: 'number', name: 'Virtual numbers', unit: 'per month' },
    ]);
    const landline = (await call(ep.tariffs, { params: { type: 'landline' } })).body;
    expect(landline.length).toBe((await call(ep.countries)).body.length);
    expect(landline).toContainEqual({
      code: 'DE',
      country: 'Germany',
      dial_code: '+49',
      rate: 0.012,
      currency: 'EUR',
    });
    expect(landline).toContainEqual({
      code: 'US',
      country: 'United States',
      dial_code: '+1',
      rate: 0.01,
      currency: 'EUR',
    });
    expect(await rateOf('mobile', 'AF')).toMatchObject({ rate: 0.06 });
    expect(await rateOf('sms', 'DE')).toMatchObject({ rate: 0.06 });
    expect(await rateOf('number', 'AQ')).toMatchObject({ rate: 50 });
    expect((await call(ep.tariffs, { params: { type: 'fax' } })).status).toBe(404);
  });

  it('has the plans of spec §1 and §9 and the 1 and 2 year service plans', async () => {
    const plans = (await call(ep.subscriptionPlans)).body;
    expect(plans.map((plan: { name: string }) => plan.name)).toEqual([
      'Start',
      'Business',
      'Business pro',
      'Enterprise',
    ]);
    expect(plans[2]).toMatchObject({
      id: 'business-pro',
      price_per_month: 59,
      price_per_month_minor: 5900,
      currency: 'EUR',
      billing_period: 'yearly',
      included_minutes: 100,
    });
    expect(plans[3].features).toContain('41000 minutes talk time');
    expect((await call(ep.servicePlans)).body).toEqual([
      { id: '1-year', name: '1 year', price: 300, price_minor: 30000, currency: 'EUR', period_months: 12 },
      { id: '2-year', name: '2 year', price: 600, price_minor: 60000, currency: 'EUR', period_months: 24 },
    ]);
  });
});

describe("an administrator's edits", () => {
  it("of Germany's landline rate show in GET /admin/tariff/landline and tell the subscribers", async () => {
    let told = 0;
    const stop = onTariffsChanged(() => {
      told += 1;
    });
    const set = await call(ep.setTariffRate, {
      ...asAdmin(),
      params: { type: 'landline', code: 'DE' },
      body: { rate: '0.0175' },
    });
    stop();
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      code: 'DE',
      country: 'Germany',
      dial_code: '+49',
      rate: 0.0175,
      currency: 'EUR',
    });
    expect(await rateOf('landline', 'DE')).toMatchObject({ rate: 0.0175 });
    expect(await rateOf('mobile', 'DE')).toMatchObject({ rate: 0.045 });
    expect(told).toBe(1);
  });

  it('of a plan price show in GET /admin/subscription-plans', async () => {
    const set = await call(ep.updateSubscriptionPlan, {
      ...asAdmin(),
      params: { plan: 'business' },
      body: { price_per_month_minor: 3450 },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: 'business', price_per_month: 34.5, price_per_month_minor: 3450 });
    const plans = (await call(ep.subscriptionPlans)).body;
    expect(plans[1]).toMatchObject({ id: 'business', price_per_month: 34.5 });
    // The features were left out, so they stay.
    expect(plans[1].features).toEqual([
      '5 website widgets',
      'Video calls',
      'Reports and map',
      'Billed yearly',
    ]);
  });

  it('of a service plan price the services offer and later subscriptions are charged', async () => {
    const set = await call(ep.updateServicePlan, {
      ...asAdmin(),
      params: { plan: '2-year' },
      body: { price_minor: 55000 },
    });
    expect(set.body).toMatchObject({ id: '2-year', name: '2 year', price: 550, price_minor: 55000 });
    const services = (await call(ep.services, { token: owner.tokens.access_token })).body;
    expect(services[0].payment_plan[1]).toMatchObject({ id: '2-year', price_minor: 55000 });
  });

  it('make, rename, price and delete a tariff type with its rates', async () => {
    const made = await call(ep.createTariffType, {
      ...asAdmin(),
      body: { id: 'fax', name: 'Fax', unit: 'per page' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ id: 'fax', name: 'Fax', unit: 'per page' });
    expect((await call(ep.tariffs, { params: { type: 'fax' } })).body).toEqual([]);
    const taken = await call(ep.createTariffType, {
      ...asAdmin(),
      body: { id: 'fax', name: 'Fax', unit: 'x' },
    });
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.errors)).toEqual(['id']);

    const rates = await call(ep.setTariffRates, {
      ...asAdmin(),
      params: { type: 'fax' },
      body: {
        rates: [
          { code: 'FR', rate: '0.2' },
          { code: 'BG', rate: 0.15 },
          { code: 'FR', rate: '0.25' },
        ],
      },
    });
    expect(rates.status).toBe(200);
    expect(rates.body.map((tariff: { code: string; rate: number }) => [tariff.code, tariff.rate])).toEqual([
      ['BG', 0.15],
      ['FR', 0.25],
    ]);
    const unknown = await call(ep.setTariffRates, {
      ...asAdmin(),
      params: { type: 'fax' },
      body: { rates: [{ code: 'QQ', rate: '1' }] },
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['rates.0.code']);

    const renamed = await call(ep.updateTariffType, {
      ...asAdmin(),
      params: { type: 'fax' },
      body: { name: 'Telefax', position: 0 },
    });
    expect(renamed.body).toEqual({ id: 'fax', name: 'Telefax', unit: 'per page' });
    expect((await call(ep.tariffTypes)).body[0].id).toBe('fax');

    const dropped = await call(ep.deleteTariffRate, { ...asAdmin(), params: { type: 'fax', code: 'BG' } });
    expect(dropped.body.map((tariff: { code: string }) => tariff.code)).toEqual(['FR']);

    const deleted = await call(ep.deleteTariffType, { ...asAdmin(), params: { type: 'fax' } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.map((type: { id: string }) => type.id)).toEqual([
      'landline',
      'mobile',
      'sms',
      'number',
    ]);
    expect((await call(ep.tariffs, { params: { type: 'fax' } })).status).toBe(404);
  });

  it('are recorded in the activity with the administrator who made them', async () => {
    const entries = (await call(ep.activity, { ...asAdmin(), body: {} })).body.entries as {
      action: string;
      who: { id: number };
    }[];
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'setTariffRate',
        'updateSubscriptionPlan',
        'updateServicePlan',
        'deleteTariffType',
      ]),
    );
  });
});

describe('refusals', () => {
  it('are 403 for account owners', async () => {
    const edit = await call(ep.setTariffRate, {
      token: owner.tokens.access_token,
      params: { type: 'landline', code: 'DE' },
      body: { rate: '9' },
    });
    expect(edit.status).toBe(403);
  });

  it('are 422 for bad bodies and 404 for unknown types, countries and plans', async () => {
    const bad = async (entry: Parameters<typeof call>[0], params: Record<string, string>, body: unknown) =>
      (await call(entry, { ...asAdmin(), params: params as never, body })).status;
    expect(await bad(ep.setTariffRate, { type: 'landline', code: 'DE' }, { rate: '-1' })).toBe(422);
    expect(await bad(ep.setTariffRate, { type: 'landline', code: 'DE' }, { rate: '0.1234567' })).toBe(422);
    expect(await bad(ep.setTariffRates, { type: 'landline' }, { rates: [] })).toBe(422);
    expect(await bad(ep.createTariffType, {}, { id: 'Not A Slug', name: 'x', unit: 'y' })).toBe(422);
    expect(await bad(ep.updateSubscriptionPlan, { plan: 'start' }, { price_per_month_minor: -5 })).toBe(422);
    expect(await bad(ep.updateSubscriptionPlan, { plan: 'start' }, { features: [''] })).toBe(422);
    expect(await bad(ep.updateServicePlan, { plan: '1-year' }, { name: '' })).toBe(422);
    expect(await bad(ep.setTariffRate, { type: 'fax', code: 'DE' }, { rate: '1' })).toBe(404);
    expect(await bad(ep.setTariffRate, { type: 'landline', code: 'QQ' }, { rate: '1' })).toBe(404);
    expect(await bad(ep.updateSubscriptionPlan, { plan: 'gold' }, { price_per_month_minor: 1 })).toBe(404);
    expect(await bad(ep.updateServicePlan, { plan: '3-year' }, { price_minor: 1 })).toBe(404);
  });
});
