/**
 * Services and subscriptions on the sandbox provider, with a clock the tests move: a service's
 * plan and card make an unpaid subscription; subscribing pays its first period through the
 * checkout; the provider renews it when the period ends (a declined renewal makes it past due);
 * unsubscribing stops the billing and the row offers subscribe again.
 */
import { apiMessages, endpoints as ep, SERVICE_TYPES } from '@switchboard/contract';
import { consolePages } from '@switchboard/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOf } from '../src/payments/select.js';
import { manualClock, startTestServer, type TestAccount, type TestServer } from '../src/testing.js';
import { moneyClient, TEST_CARDS } from './money.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
let server: TestServer;
let money: ReturnType<typeof moneyClient>;

beforeAll(async () => {
  server = await startTestServer({ clock });
  money = moneyClient(server);
});
afterAll(() => server?.close());

/** The provider's billing run (what a real provider does on its own schedule). */
const runBilling = () => {
  const sandbox = sandboxOf(server.deps.payments);
  if (!sandbox) throw new Error('the sandbox is not the provider');
  return sandbox.runBilling();
};

/** An owner with a card and a website-dialer service on the 1-year plan, not yet paid. */
async function ownerWithService(cardNumber: string = TEST_CARDS.succeeds) {
  const owner = await server.createAccount();
  const card = await money.addCard(owner, { card_number: cardNumber });
  const services = await money.call(ep.changeService, {
    token: owner.tokens.access_token,
    body: { service_type: 'website-dialer', set_payment_plan: '1-year', set_payment_method: card.id },
  });
  expect(services.status).toBe(200);
  const [subscription] = (await money.call(ep.subscriptions, { token: owner.tokens.access_token })).body;
  return { owner, card, subscription };
}

/** A fresh access token: moving the clock by days expires the one an account was created with. */
async function login(owner: TestAccount): Promise<string> {
  const reply = await money.call(ep.rootLogin, { body: { email: owner.email, password: owner.password } });
  expect(reply.status).toBe(200);
  return reply.body.access_token;
}

async function subscribe(owner: TestAccount, id: number) {
  const start = await money.call(ep.subscribe, {
    token: owner.tokens.access_token,
    params: { cardProvider: 'sandbox', id },
  });
  expect(start.status).toBe(200);
  return money.pay(start.body.url);
}

describe('services', () => {
  it('lists the five service types, inactive until subscribed, with the sample plans', async () => {
    const owner = await server.createAccount();
    const services = await money.call(ep.services, { token: owner.tokens.access_token });
    expect(services.body.map((s: { service_type: string }) => s.service_type)).toEqual([...SERVICE_TYPES]);
    expect(services.body[0]).toMatchObject({
      service_status: 'inactive',
      service_status_date: null,
      subscription_id: null,
    });
    expect(services.body[0].payment_plan).toEqual([
      expect.objectContaining({ id: '1-year', name: '1 year', price: 300, price_minor: 30000 }),
      expect.objectContaining({ id: '2-year', name: '2 year', price: 600, price_minor: 60000 }),
    ]);
  });

  it('sets a plan and card; an unpaid subscription offers subscribe', async () => {
    const { owner, card, subscription } = await ownerWithService();
    expect(subscription).toMatchObject({
      subscription: 'website-dialer',
      name: '1 year',
      price: 300,
      billing_period: '1 year',
      status: 'incomplete',
      expire_at: null,
      provider_subscription_id: null,
      card_provider: 'sandbox',
      payment_method_id: card.id,
    });
    // Changing the plan before paying edits the same row.
    const changed = await money.call(ep.changeService, {
      token: owner.tokens.access_token,
      body: { service_type: 'website-dialer', set_payment_plan: '2-year', set_payment_method: card.id },
    });
    expect(
      changed.body.find((s: { service_type: string }) => s.service_type === 'website-dialer'),
    ).toMatchObject({
      service_status: 'incomplete',
      plan_id: '2-year',
      subscription_id: subscription.id,
    });
  });

  it("refuses another account's card", async () => {
    const { card } = await ownerWithService();
    const stranger = await server.createAccount();
    const reply = await money.call(ep.changeService, {
      token: stranger.tokens.access_token,
      body: { service_type: 'pbx-ivr', set_payment_plan: '1-year', set_payment_method: card.id },
    });
    expect(reply.status).toBe(422);
  });
});

describe('subscribing, renewals and unsubscribing', () => {
  it('pays the first period through the checkout and shows it on the thank-you page', async () => {
    const { owner, subscription } = await ownerWithService();
    const token = owner.tokens.access_token;
    const paid = await subscribe(owner, subscription.id);
    expect(paid.status).toBe(303);
    const back = new URL(paid.location ?? '');
    expect(back.pathname).toBe(consolePages.subscriptionThankYou);
    const checkout = await money.call(ep.checkout, {
      token,
      params: { id: Number(back.searchParams.get('checkout')) },
    });
    expect(checkout.body).toMatchObject({ kind: 'subscription', status: 'succeeded', amount_minor: 30000 });
    expect(checkout.body.subscription).toMatchObject({
      id: subscription.id,
      status: 'active',
      expire_at: '2027-03-01T10:00:00.000Z',
    });
    expect(checkout.body.subscription.provider_subscription_id).toMatch(/^sub_/);
    // Paid by card: the balance does not move; the transaction and its invoice are there.
    expect(await money.balance(owner)).toBe(0);
    const [transaction] = (await money.call(ep.transactions, { token })).body;
    expect(transaction).toMatchObject({
      kind: 'subscription',
      status: 'succeeded',
      amount: 300,
      message: 'Website Dialer, 1 year',
    });
    expect(transaction.invoice_link).toBeTruthy();
    const services = (await money.call(ep.services, { token })).body;
    expect(services.find((s: { service_type: string }) => s.service_type === 'website-dialer')).toMatchObject(
      {
        service_status: 'active',
        service_status_date: '2027-03-01T10:00:00.000Z',
      },
    );
    // Subscribed: subscribing again is refused, and it cannot be deleted while billed.
    const again = await money.call(ep.subscribe, {
      token,
      params: { cardProvider: 'sandbox', id: subscription.id },
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(apiMessages.alreadySubscribed);
    expect((await money.call(ep.deleteSubscription, { token, params: { id: subscription.id } })).status).toBe(
      422,
    );
  });

  it('renews when the clock passes the period end, not before', async () => {
    const { owner, subscription } = await ownerWithService();
    let token = owner.tokens.access_token;
    await subscribe(owner, subscription.id);
    clock.advance(364 * DAY);
    await runBilling();
    token = await login(owner);
    expect((await money.call(ep.transactions, { token })).body).toHaveLength(1);
    clock.advance(2 * DAY);
    await runBilling();
    token = await login(owner);
    const transactions = (await money.call(ep.transactions, { token })).body;
    expect(transactions).toHaveLength(2);
    expect(transactions[0]).toMatchObject({
      status: 'succeeded',
      message: 'Website Dialer, 1 year, renewal',
      amount: 300,
    });
    const row = (await money.call(ep.subscription, { token, params: { id: subscription.id } })).body;
    expect(row).toMatchObject({ status: 'active' });
    expect(new Date(row.expire_at).getUTCFullYear()).toBe(new Date(clock.now()).getUTCFullYear() + 1);
    // Each charge has its own invoice, numbered in order.
    expect(transactions.map((t: { invoice_number: string }) => t.invoice_number.slice(-4))).toEqual([
      '0002',
      '0001',
    ]);
  });

  it('makes a subscription past due when the renewal is declined', async () => {
    const { owner, subscription } = await ownerWithService(TEST_CARDS.retry);
    let token = owner.tokens.access_token;
    // The retry card fails its first charge: the checkout needs a second press of Pay.
    expect((await subscribe(owner, subscription.id)).status).toBe(402);
    const start = await money.call(ep.subscribe, {
      token,
      params: { cardProvider: 'sandbox', id: subscription.id },
    });
    const paid = await money.pay(start.body.url);
    expect(paid.status).toBe(303);
    expect((await money.call(ep.subscription, { token, params: { id: subscription.id } })).body.status).toBe(
      'active',
    );
    // The renewal is the card's third charge: it fails again (a retry card fails every other one).
    clock.advance(367 * DAY);
    await runBilling();
    token = await login(owner);
    const row = (await money.call(ep.subscription, { token, params: { id: subscription.id } })).body;
    expect(row.status).toBe('past_due');
    const [declined] = (await money.call(ep.transactions, { token })).body;
    expect(declined).toMatchObject({
      status: 'declined',
      message: apiMessages.cardRetry,
      invoice_link: null,
    });
    // The provider tries again on its next run; the card then goes through.
    await runBilling();
    expect((await money.call(ep.subscription, { token, params: { id: subscription.id } })).body.status).toBe(
      'active',
    );
  });

  it('unsubscribes: billing stops, the row offers subscribe again, the thank-you page reads it', async () => {
    const { owner, subscription } = await ownerWithService();
    let token = owner.tokens.access_token;
    await subscribe(owner, subscription.id);
    const wrongProvider = await money.call(ep.unsubscribe, {
      token,
      params: { cardProvider: 'stripe', id: subscription.id },
    });
    expect(wrongProvider.status).toBe(404);
    const reply = await money.call(ep.unsubscribe, {
      token,
      params: { cardProvider: 'sandbox', id: subscription.id },
    });
    expect(reply.status).toBe(200);
    const back = new URL(reply.body.url);
    expect(back.pathname).toBe(consolePages.unsubscribeSuccess);
    expect(back.searchParams.get('subscription')).toBe(String(subscription.id));
    const row = (await money.call(ep.subscription, { token, params: { id: subscription.id } })).body;
    expect(row).toMatchObject({ status: 'canceled', provider_subscription_id: null });
    expect(row.canceled_at).toBeTruthy();
    // No more charges, however far the clock goes.
    clock.advance(800 * DAY);
    await runBilling();
    token = await login(owner);
    expect((await money.call(ep.transactions, { token })).body).toHaveLength(1);
    const again = await money.call(ep.unsubscribe, {
      token,
      params: { cardProvider: 'sandbox', id: subscription.id },
    });
    expect(again.status).toBe(422);
    // Not billed any more: it can be deleted.
    const deleted = await money.call(ep.deleteSubscription, { token, params: { id: subscription.id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual([]);
  });
});
