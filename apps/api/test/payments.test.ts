/**
 * Cards, recharges and the card provider's boundary, on the sandbox provider over real HTTP: card
 * rules (spec §5), tokenisation (no card number or CVC reaches our database, logs or API request
 * bodies), saved cards (primary, edit, delete), recharge checkouts (the balance rises only when
 * the provider confirms), declines and retries, signed webhooks processed once, members kept out.
 */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { consolePages } from '@switchboard/contract/paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineLogger } from '../src/lib/logger.js';
import { signPayload } from '../src/lib/signature.js';
import { sandboxOf } from '../src/payments/select.js';
import { SIGNATURE_HEADER } from '../src/payments/signature.js';
import { startTestServer, type TestServer } from '../src/testing.js';
import { CARD, moneyClient, rowsOf, TEST_CARDS } from './money.js';

let server: TestServer;
let money: ReturnType<typeof moneyClient>;
const logLines: string[] = [];
/** Every request body sent to our API (not to the provider) by these tests. */
const apiBodies: string[] = [];

beforeAll(async () => {
  const write = (line: string) => logLines.push(line);
  server = await startTestServer({ log: lineLogger({ info: write, error: write }) });
  money = moneyClient(server);
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url).pathname.startsWith('/sandbox-pay/') && typeof init?.body === 'string') {
      apiBodies.push(init.body);
    }
    return original(input, init);
  };
});
afterAll(() => server?.close());

describe('tokenisation at the sandbox provider', () => {
  it('answers a token with the card type by number range and the last four digits', async () => {
    const visa = await money.tokenize();
    expect(visa.status).toBe(201);
    expect(visa.body).toMatchObject({
      card_type: 'visa',
      last_four: '4242',
      card_owner: 'Jane Doe',
      card_month: 7,
    });
    expect(visa.body.token).toMatch(/^tok_[\w-]{20,}$/);
    expect(visa.body).not.toHaveProperty('card_number');
    const master = await money.tokenize({ card_number: '5555555555554444' });
    expect(master.body).toMatchObject({ card_type: 'mastercard', last_four: '4444' });
    const discover = await money.tokenize({ card_number: '6011111111111117' });
    expect(discover.body).toMatchObject({ card_type: 'discover', last_four: '1117' });
  });

  it('applies the spec §5 card rules with their words', async () => {
    const year = new Date().getFullYear();
    const cases: [Partial<typeof CARD>, string, string][] = [
      [{ card_month: '13' }, 'card_month', 'Enter valid Card month'],
      [{ card_month: '' }, 'card_month', 'Card month is required.'],
      [{ card_year: '2021' }, 'card_year', 'Enter valid Card year'],
      [{ card_year: String(year + 16) }, 'card_year', 'Enter valid Card year'],
      [{ card_year: '30' }, 'card_year', 'Enter valid Card year'],
      [{ card_number: '424242424242424' }, 'card_number', 'Enter valid Card number'],
      [{ card_number: '' }, 'card_number', 'Card number is required.'],
      [{ card_owner: '' }, 'card_owner', 'Card owner is required.'],
      [{ card_cvc_code: '' }, 'card_cvc_code', 'CVC code is required.'],
    ];
    for (const [card, field, message] of cases) {
      const reply = await money.tokenize(card);
      expect(reply.status, JSON.stringify(card)).toBe(422);
      expect(reply.body.errors[field]).toEqual([message]);
    }
    expect((await money.tokenize({ card_year: String(year + 15), card_month: '12' })).status).toBe(201);
  });

  it('refuses numbers that are no card: failed Luhn check or unknown range', async () => {
    for (const card_number of ['4242424242424241', '9999999999999995']) {
      const reply = await money.tokenize({ card_number });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.card_number).toEqual(['Enter valid Card number']);
    }
  });
});

describe('saved cards', () => {
  it('saves a tokenised card; the first is the primary one', async () => {
    const owner = await server.createAccount();
    const first = await money.addCard(owner);
    const second = await money.addCard(owner, { card_number: '5555555555554444' });
    expect(first.default).toBe(true);
    expect(second.default).toBe(false);
    const list = await money.call(ep.paymentMethods, { token: owner.tokens.access_token });
    expect(list.body.map((card: { last_four: string }) => card.last_four)).toEqual(['4242', '4444']);
    expect(Object.keys(list.body[0]).sort()).toEqual(
      [
        'card_month',
        'card_owner',
        'card_type',
        'card_year',
        'created_at',
        'default',
        'id',
        'last_four',
      ].sort(),
    );
  });

  it('refuses a card number in any field but the provider’s, without repeating it, and keeps nothing', async () => {
    const owner = await server.createAccount();
    const token = owner.tokens.access_token;
    const { body: card } = await money.tokenize();
    const saved = {
      token: card.token,
      card_type: card.card_type,
      last_four: card.last_four,
      card_month: 7,
      card_year: 2031,
    };
    for (const [field, value] of [
      ['card_owner', '4111 1111 1111 1111'],
      ['card_type', '4111111111111111'],
    ] as const) {
      const body = { card_owner: 'Jane Doe', ...saved, [field]: value };
      const reply = await money.call(ep.addPaymentMethod, { token, body });
      expect(reply.status, field).toBe(422);
      expect(Object.keys(reply.body.errors), field).toEqual([field]);
      expect(JSON.stringify(reply.body), field).not.toContain('1111');
    }
    expect((await money.call(ep.paymentMethods, { token })).body).toEqual([]);
    // Nor does it reach the activity log or the server's log lines.
    const activity = await money.call(ep.activity, { token, body: {} });
    expect(JSON.stringify(activity.body)).not.toContain('1111 1111');
    expect(logLines.join('\n')).not.toContain('4111 1111 1111 1111');
  });

  it('makes exactly one of two first cards saved at once the primary', async () => {
    const owner = await server.createAccount();
    const cards = await Promise.all([
      money.addCard(owner),
      money.addCard(owner, { card_number: '5555555555554444' }),
    ]);
    expect(cards.filter((card) => card.default)).toHaveLength(1);
  });

  it('refuses a token the provider never issued, or card details that disagree with it', async () => {
    const owner = await server.createAccount();
    const body = {
      token: 'tok_forged_forged_forged',
      card_type: 'visa',
      last_four: '4242',
      card_owner: 'Jane Doe',
      card_month: '7',
      card_year: '2030',
    };
    const forged = await money.call(ep.addPaymentMethod, { token: owner.tokens.access_token, body });
    expect(forged.status).toBe(422);
    expect(forged.body.errors.token).toEqual([apiMessages.cardTokenInvalid]);
    const real = (await money.tokenize()).body;
    const lying = await money.call(ep.addPaymentMethod, {
      token: owner.tokens.access_token,
      body: { ...body, token: real.token, last_four: '1111' },
    });
    expect(lying.status).toBe(422);
    const saved = await money.call(ep.addPaymentMethod, {
      token: owner.tokens.access_token,
      body: { ...body, token: real.token },
    });
    expect(saved.status).toBe(201);
    // A token is one card of one account.
    const again = await money.call(ep.addPaymentMethod, {
      token: owner.tokens.access_token,
      body: { ...body, token: real.token },
    });
    expect(again.status).toBe(422);
  });

  it('applies the card edit rules: month and year only', async () => {
    const owner = await server.createAccount();
    const card = await money.addCard(owner);
    const token = owner.tokens.access_token;
    const bad = await money.call(ep.updatePaymentMethod, {
      token,
      params: { id: card.id },
      body: { card_month: '0', card_year: '2021' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      card_month: ['Enter valid Card month'],
      card_year: ['Enter valid Card year'],
    });
    const edited = await money.call(ep.updatePaymentMethod, {
      token,
      params: { id: card.id },
      body: { card_month: '11', card_year: '2031', card_owner: 'Someone Else', last_four: '0000' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body[0]).toMatchObject({
      card_month: 11,
      card_year: 2031,
      card_owner: 'Jane Doe',
      last_four: '4242',
    });
  });

  it('makes a card primary; only a card that is not primary can be deleted', async () => {
    const owner = await server.createAccount();
    const token = owner.tokens.access_token;
    const first = await money.addCard(owner);
    const second = await money.addCard(owner, { card_number: '5555555555554444' });
    const refused = await money.call(ep.deletePaymentMethod, { token, params: { id: first.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(apiMessages.primaryCardLocked);
    const primary = await money.call(ep.updatePaymentMethod, {
      token,
      params: { id: second.id },
      body: { card_month: '7', card_year: CARD.card_year, default: true },
    });
    expect(primary.body.map((card: { id: number; default: boolean }) => [card.id, card.default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const deleted = await money.call(ep.deletePaymentMethod, { token, params: { id: first.id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.map((card: { id: number }) => card.id)).toEqual([second.id]);
  });
});

describe('recharge through the sandbox checkout', () => {
  it('credits the balance when the provider confirms, with a transaction, receipt and invoice', async () => {
    const owner = await server.createAccount();
    const token = owner.tokens.access_token;
    await money.addCard(owner);
    const start = await money.call(ep.recharge, { token, body: { amount: 5000 } });
    expect(start.status).toBe(200);
    // Started, not paid: nothing credited yet.
    expect(await money.balance(owner)).toBe(0);
    const page = await fetch(server.url + money.pathOf(start.body.url));
    const html = await page.text();
    expect(html).toContain('€50.00');
    expect(html).toContain('Visa ending in 4242');
    const paid = await money.pay(start.body.url);
    expect(paid.status).toBe(303);
    const back = new URL(paid.location ?? '');
    expect(back.pathname).toBe(consolePages.paymentThankYou);
    expect(await money.balance(owner)).toBe(5000);

    const checkout = await money.call(ep.checkout, {
      token,
      params: { id: Number(back.searchParams.get('checkout')) },
    });
    expect(checkout.body).toMatchObject({
      kind: 'recharge',
      status: 'succeeded',
      amount: 50,
      amount_minor: 5000,
    });
    expect(checkout.body.balance).toMatchObject({ balance: 50, balance_minor: 5000 });
    const [transaction] = (await money.call(ep.transactions, { token })).body;
    expect(transaction).toMatchObject({
      kind: 'recharge',
      status: 'succeeded',
      card_type: 'visa',
      amount: 50,
      message: 'Account recharge',
    });
    const receipt = await fetch(server.url + money.pathOf(transaction.receipt_url));
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain('€50.00');
    const link = await money.call(ep.invoice, { token, params: { id: transaction.id } });
    expect(link.body).toMatchObject({ type: 'application/pdf', name: `${transaction.invoice_number}.pdf` });
    const pdf = await fetch(server.url + link.body.url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${transaction.invoice_number}.pdf`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The same page again: already paid, straight back to the thank-you page; nothing charged twice.
    const again = await money.pay(start.body.url);
    expect(again.page.status).toBe(303);
    expect(await money.balance(owner)).toBe(5000);
  });

  it('shows a declined card clearly and credits nothing', async () => {
    const owner = await server.createAccount();
    const token = owner.tokens.access_token;
    await money.addCard(owner, { card_number: TEST_CARDS.declines });
    const paid = await money.recharge(owner, 10000);
    expect(paid.status).toBe(402);
    expect(paid.html).toContain(apiMessages.cardDeclined);
    expect(await money.balance(owner)).toBe(0);
    const [transaction] = (await money.call(ep.transactions, { token })).body;
    expect(transaction).toMatchObject({
      status: 'declined',
      message: apiMessages.cardDeclined,
      invoice_link: null,
      receipt_url: null,
    });
  });

  it('lets a card that needs a retry succeed on the second try', async () => {
    const owner = await server.createAccount();
    await money.addCard(owner, { card_number: TEST_CARDS.retry });
    const first = await money.recharge(owner, 5000);
    expect(first.status).toBe(402);
    expect(first.html).toContain(apiMessages.cardRetry);
    expect(await money.balance(owner)).toBe(0);
    const second = await money.pay(first.url);
    expect(second.status).toBe(303);
    expect(await money.balance(owner)).toBe(5000);
  });

  it('takes only the spec §9 tiles and needs a card', async () => {
    const owner = await server.createAccount();
    const token = owner.tokens.access_token;
    const noCard = await money.call(ep.recharge, { token, body: { amount: 5000 } });
    expect(noCard.status).toBe(422);
    expect(noCard.body.message).toBe(apiMessages.noPaymentMethod);
    await money.addCard(owner);
    expect((await money.call(ep.recharge, { token, body: { amount: 4999 } })).status).toBe(422);
    expect((await money.call(ep.recharge, { token, body: { amount: '250000' } })).status).toBe(200);
  });
});

describe('webhooks', () => {
  const webhook = (payload: string, signature: string | null) =>
    fetch(`${server.url}/public/payments/sandbox/webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
      },
      body: payload,
    });

  it('refuses a missing, forged, stale or foreign signature with 400', async () => {
    const payload = JSON.stringify({ id: 'evt_test', type: 'charge.succeeded', created: 0, data: {} });
    const secret = server.deps.config.paymentsWebhookSecret;
    const now = new Date();
    expect((await webhook(payload, null)).status).toBe(400);
    expect((await webhook(payload, signPayload('another secret', payload, now))).status).toBe(400);
    expect((await webhook(payload, signPayload(secret, `${payload} `, now))).status).toBe(400);
    expect(
      (await webhook(payload, signPayload(secret, payload, new Date(now.getTime() - 10 * 60_000)))).status,
    ).toBe(400);
    expect((await webhook(payload, 't=abc,v1=def')).status).toBe(400);
    const other = await fetch(`${server.url}/public/payments/stripe/webhook`, {
      method: 'POST',
      body: payload,
    });
    expect(other.status).toBe(404);
  });

  it('refuses a signed event of a shape it does not know with 400, and changes nothing', async () => {
    const secret = server.deps.config.paymentsWebhookSecret;
    for (const event of [
      { id: 'evt_odd_1', type: 'charge.succeeded', created: 1, data: {} },
      { id: 'evt_odd_2', type: 'invoice.created', created: 1, data: {} },
      [],
    ]) {
      const payload = JSON.stringify(event);
      const reply = await webhook(payload, signPayload(secret, payload, new Date()));
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({ message: 'Unknown event.' });
    }
  });

  /** The signed `charge.succeeded` the sandbox sent for the owner's recharge, as JSON. */
  async function chargeEventOf(owner: { accountId: number }) {
    const events = (await sandboxOf(server.deps.payments)?.store.all('event')) ?? [];
    const event = events.find(({ data }) => {
      const sent = JSON.parse(data.payload);
      return sent.type === 'charge.succeeded' && sent.data.metadata.account_id === String(owner.accountId);
    });
    return JSON.parse(event?.data.payload ?? '{}');
  }

  it('credits a checkout once, by its own amount, whatever the event ids (and logs the refusal)', async () => {
    const owner = await server.createAccount();
    await money.addCard(owner);
    await money.recharge(owner, 5000);
    const paid = await chargeEventOf(owner);
    const secret = server.deps.config.paymentsWebhookSecret;
    const send = async (event: unknown) => {
      const payload = JSON.stringify(event);
      return (await webhook(payload, signPayload(secret, payload, new Date()))).status;
    };
    // A new event and charge id for the checkout already paid: received, and nothing credited.
    const again = {
      ...paid,
      id: 'evt_again',
      data: { ...paid.data, charge: { ...paid.data.charge, id: 'ch_again' } },
    };
    expect(await send(again)).toBe(200);
    expect(await money.balance(owner)).toBe(5000);
    expect(logLines.some((line) => line.includes('evt_again refused: the checkout is paid already'))).toBe(
      true,
    );

    // An open checkout of 10000 and an event claiming 250000 for it.
    const start = await money.call(ep.recharge, {
      token: owner.tokens.access_token,
      body: { amount: 10000 },
    });
    expect(start.status).toBe(200);
    const [open] = rowsOf<{ provider_session_id: string }>(
      await server.deps.db.execute(
        sql`select provider_session_id from checkouts where account_id = ${owner.accountId} and status = 'open'`,
      ),
    );
    const inflated = {
      ...paid,
      id: 'evt_inflated',
      data: {
        ...paid.data,
        checkout_session: open?.provider_session_id,
        charge: { ...paid.data.charge, id: 'ch_inflated', amount: 250000 },
      },
    };
    expect(await send(inflated)).toBe(200);
    expect(await money.balance(owner)).toBe(5000);
    expect(
      logLines.some((line) => line.includes('charge is 250000 where the checkout asked for 10000')),
    ).toBe(true);
    const transactions = await money.call(ep.transactions, { token: owner.tokens.access_token });
    expect(transactions.body).toHaveLength(1);
  });

  it('processes a repeated event once', async () => {
    const owner = await server.createAccount();
    await money.addCard(owner);
    await money.recharge(owner, 5000);
    expect(await money.balance(owner)).toBe(5000);
    // The provider delivers the same event again (a retry after a timeout, say).
    const events = (await sandboxOf(server.deps.payments)?.store.all('event')) ?? [];
    const event = events.find(({ data }) => {
      const sent = JSON.parse(data.payload);
      return sent.type === 'charge.succeeded' && sent.data.metadata.account_id === String(owner.accountId);
    });
    const payload = event?.data.payload ?? '';
    expect(JSON.parse(payload).type).toBe('charge.succeeded');
    const secret = server.deps.config.paymentsWebhookSecret;
    for (let i = 0; i < 3; i++) {
      const reply = await webhook(payload, signPayload(secret, payload, new Date()));
      expect(reply.status).toBe(200);
    }
    expect(await money.balance(owner)).toBe(5000);
    const transactions = await money.call(ep.transactions, { token: owner.tokens.access_token });
    expect(transactions.body).toHaveLength(1);
  });
});

describe('who may use the money endpoints', () => {
  it('keeps a user within the account to the balance', async () => {
    const owner = await server.createAccount();
    const user = await server.createPbxUser(owner.accountId);
    const login = await money.call(ep.userLogin, {
      body: { username: user.username, password: user.password, client_id: owner.accountId },
    });
    const token = login.body.access_token;
    expect((await money.call(ep.balance, { token })).status).toBe(200);
    for (const entry of [
      ep.paymentMethods,
      ep.transactions,
      ep.subscriptions,
      ep.services,
      ep.paymentsConfig,
    ]) {
      expect((await money.call(entry, { token })).status).toBe(403);
    }
    expect((await money.call(ep.recharge, { token, body: { amount: 5000 } })).status).toBe(403);
  });
});

describe('the tokenisation boundary', () => {
  it('lets no card number or CVC reach our database, our logs or our API request bodies', async () => {
    const owner = await server.createAccount();
    const numbers = [TEST_CARDS.succeeds, TEST_CARDS.declines, TEST_CARDS.retry, '5555555555554444'];
    const cvc = '9173';
    for (const card_number of numbers) await money.addCard(owner, { card_number, card_cvc_code: cvc });
    await money.recharge(owner, 5000);
    // Refused tokenisations and bodies too.
    await money.tokenize({ card_number: '4242424242424241', card_cvc_code: cvc });
    await money.tokenize({ card_month: '13', card_cvc_code: cvc });

    const tables = await server.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const names = rowsOf<{ name: string }>(tables);
    expect(names.map((t) => t.name)).toContain('payment_methods');
    let dump = '';
    for (const { name } of names) {
      const rows = await server.db.execute(sql.raw(`select t::text as row from "${name}" t`));
      dump += JSON.stringify(rowsOf(rows));
    }
    expect(dump).toContain('4242');
    for (const number of numbers) {
      expect(dump).not.toContain(number);
      expect(logLines.join('\n')).not.toContain(number);
      expect(apiBodies.join('\n')).not.toContain(number);
    }
    expect(dump).not.toContain(cvc);
    expect(apiBodies.some((body) => body.includes('"token":"tok_'))).toBe(true);
    for (const body of apiBodies) {
      expect(body).not.toMatch(/card_number|card_cvc_code/);
    }
  });
});

describe('without PAYMENTS_WEBHOOK_URL', () => {
  it("hands the provider's events to the app's own request handler", async () => {
    const local = await startTestServer({ config: { paymentsWebhookUrl: null } });
    try {
      const localMoney = moneyClient(local);
      const owner = await local.createAccount();
      await localMoney.addCard(owner);
      const paid = await localMoney.recharge(owner, 25000);
      expect(paid.status).toBe(303);
      expect(await localMoney.balance(owner)).toBe(25000);
    } finally {
      await local.close();
    }
  });
});
