/** Helpers of the money suites: the browser's side of the sandbox provider (tokenise, pay). */
import { endpoints as ep } from '@switchboard/contract';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.js';
import { post } from '../src/money/ledger.js';
import { TEST_CARDS } from '../src/payments/sandbox/cards.js';
import type { TestAccount, TestServer } from '../src/testing.js';
import { client, type Reply } from './http.js';

export { TEST_CARDS };

let credits = 0;

/** Puts `amountMinor` cents on the account's ledger as a recharge (each with its own reference). */
export function giveCredit(db: Database, accountId: number, amountMinor: number, at = new Date()) {
  credits += 1;
  return post(db, {
    accountId,
    amountMinor,
    kind: 'recharge',
    reference: `test-credit:${accountId}:${credits}`,
    description: 'Test credit',
    at,
  });
}

/** The rows of a raw query, from PGlite's or pg's result shape. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

export const CARD = {
  card_number: TEST_CARDS.succeeds as string,
  card_cvc_code: '737',
  card_owner: 'Jane Doe',
  card_month: '7',
  card_year: String(new Date().getFullYear() + 2),
};

export function moneyClient(server: TestServer) {
  const call = client(server.url);

  /** Card details → the sandbox's token, as the browser's tokenizeCard posts them. */
  async function tokenize(card: Partial<typeof CARD> = {}): Promise<Reply> {
    return call(ep.sandboxTokenize, { body: { ...CARD, ...card } });
  }

  /** Tokenises a card and saves it for the owner; answers the saved payment method. */
  async function addCard(owner: TestAccount, card: Partial<typeof CARD> = {}) {
    const token = await tokenize(card);
    expect(token.status).toBe(201);
    const { token: id, card_type, last_four, card_owner, card_month, card_year } = token.body;
    const saved = await call(ep.addPaymentMethod, {
      token: owner.tokens.access_token,
      body: { token: id, card_type, last_four, card_owner, card_month, card_year },
    });
    expect(saved.status).toBe(201);
    return saved.body as { id: number; default: boolean; card_type: string; last_four: string };
  }

  /** The path of a provider address (the sandbox's pages live on this server). */
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  /** Opens the hosted checkout page and presses Pay: the answer is a redirect or the page again. */
  async function pay(checkoutUrl: string) {
    const page = await fetch(server.url + pathOf(checkoutUrl), { redirect: 'manual' });
    const html = await page.text();
    const paid = await fetch(server.url + pathOf(checkoutUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    return {
      page: { status: page.status, html },
      status: paid.status,
      location: paid.headers.get('location'),
      html: await paid.text(),
    };
  }

  /** Starts a recharge of `amount` and pays it; answers the checkout id from the return address. */
  async function recharge(owner: TestAccount, amount: number) {
    const start = await call(ep.recharge, { token: owner.tokens.access_token, body: { amount } });
    expect(start.status).toBe(200);
    const result = await pay(start.body.url);
    return { ...result, url: start.body.url as string };
  }

  const balance = async (owner: TestAccount) =>
    (await call(ep.balance, { token: owner.tokens.access_token })).body.balance_minor as number;

  return { call, tokenize, addCard, pay, recharge, balance, pathOf };
}
