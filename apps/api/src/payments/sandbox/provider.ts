/**
 * The sandbox card provider: behaves like a real one behind the PaymentsProvider interface, on
 * its own path prefix of this server (routes.ts). It keeps its objects in its own table, charges
 * the test cards as documented (cards.ts), bills subscriptions when `runBilling` finds them due
 * on the injected clock, and delivers signed events to our webhook: over HTTP to
 * `PAYMENTS_WEBHOOK_URL`, or through the app's own request handler when none is set.
 */
import { apiMessages, buildPath, endpoints as ep, type TokenizeCardBody } from '@switchboard/contract';
import type { Database } from '../../db/database.js';
import { addMonths, type Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import { signPayload, verifySignature } from '../../lib/signature.js';
import type {
  CheckoutRequest,
  PaymentsProvider,
  ProviderCard,
  ProviderCharge,
  ProviderEvent,
} from '../provider.js';
import { SIGNATURE_HEADER } from '../signature.js';
import { behaviourOf, cardTypeOf, passesLuhn } from './cards.js';
import { type SandboxCheckout, type SandboxStore, sandboxStore } from './store.js';

export const SANDBOX = 'sandbox';

export interface SandboxOptions {
  db: Database;
  clock: Clock;
  log: Logger;
  /** The shared webhook secret. */
  secret: string;
  /** The origin the browser reaches this server at (hosted pages, receipts, tokenisation). */
  publicUrl: string;
  /** Our webhook's full address, read at each delivery; null: through `handle` (the app's own handler). */
  webhookUrl: () => string | null;
}

/** A tokenisation the sandbox refused: field messages like the rule set's. */
export class CardRefused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0]);
  }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const addMonthsTo = (unixSeconds: number, months: number): number =>
  seconds(addMonths(new Date(unixSeconds * 1000), months));

export interface SandboxProvider extends PaymentsProvider {
  readonly store: SandboxStore;
  /** Card details → token (what the tokenisation endpoint answers). */
  tokenize(card: TokenizeCardBody): Promise<{ token: string } & ProviderCard>;
  checkout(id: string): Promise<SandboxCheckout | null>;
  /** The hosted page's Pay button: charges the session's card, sends the event. */
  pay(sessionId: string): Promise<{ ok: true; redirect: string } | { ok: false; message: string }>;
  /** Bills every subscription whose period has ended by the clock; answers how many were charged. */
  runBilling(): Promise<number>;
  /** Sends events whose delivery failed again; answers how many got through. */
  redeliver(): Promise<number>;
  /** Where in-process deliveries go (the app's fetch); set by createApp. */
  handle: ((request: Request) => Response | Promise<Response>) | null;
}

export function sandboxProvider(options: SandboxOptions): SandboxProvider {
  const { clock, log, secret } = options;
  const store = sandboxStore(options.db, clock);
  const url = (path: string) => `${options.publicUrl}${path}`;
  const webhookPath = buildPath(ep.paymentsWebhook.path, { cardProvider: SANDBOX });

  async function deliver(eventId: string, payload: string): Promise<boolean> {
    const headers = {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: signPayload(secret, payload, clock.now()),
    };
    try {
      const init = { method: 'POST', headers, body: payload };
      let response: Response;
      const target = options.webhookUrl();
      if (target) response = await fetch(target, init);
      else if (provider.handle) response = await provider.handle(new Request(url(webhookPath), init));
      else return false;
      await response.body?.cancel();
      if (response.ok) return true;
      log.error(`sandbox: webhook ${eventId} answered ${response.status}`);
    } catch (error) {
      log.error(`sandbox: webhook ${eventId} not delivered`, error);
    }
    return false;
  }

  async function emit(event: Omit<ProviderEvent, 'id' | 'created'>): Promise<void> {
    const id = await store.create('event', { payload: '', delivered: false, attempts: 0 });
    const payload = JSON.stringify({ id, created: seconds(clock.now()), ...event });
    const delivered = await deliver(id, payload);
    await store.update('event', id, { payload, delivered, attempts: 1 });
  }

  /** One charge of a token: the test card's behaviour decides. */
  async function charge(token: string, amount: number, description: string): Promise<ProviderCharge> {
    const card = await store.get('token', token);
    if (!card) {
      const id = await store.create('charge', {
        amount,
        description,
        card_type: 'visa',
        last_four: '0000',
        status: 'failed',
        failure_message: apiMessages.cardDeclined,
        created: seconds(clock.now()),
      });
      return failed(id, amount, null, null, apiMessages.cardDeclined);
    }
    const attempt = card.attempts;
    await store.update('token', token, { ...card, attempts: attempt + 1 });
    const failure =
      card.behaviour === 'decline'
        ? apiMessages.cardDeclined
        : card.behaviour === 'retry' && attempt % 2 === 0
          ? apiMessages.cardRetry
          : null;
    const id = await store.create('charge', {
      amount,
      description,
      card_type: card.card_type,
      last_four: card.last_four,
      status: failure ? 'failed' : 'succeeded',
      failure_message: failure,
      created: seconds(clock.now()),
    });
    if (failure) return failed(id, amount, card.card_type, card.last_four, failure);
    return {
      id,
      status: 'succeeded',
      amount,
      currency: 'EUR',
      card_type: card.card_type,
      last_four: card.last_four,
      receipt_url: url(buildPath(ep.sandboxReceipt.path, { chargeId: id })),
      failure_message: null,
    };
  }

  const failed = (
    id: string,
    amount: number,
    card_type: ProviderCharge['card_type'],
    last_four: string | null,
    message: string,
  ): ProviderCharge => ({
    id,
    status: 'failed',
    amount,
    currency: 'EUR',
    card_type,
    last_four,
    receipt_url: null,
    failure_message: message,
  });

  const provider: SandboxProvider = {
    name: SANDBOX,
    tokenizeUrl: url(ep.sandboxTokenize.path),
    store,
    handle: null,

    async tokenize(card) {
      const number = card.card_number.replace(/\s/g, '');
      const card_type = cardTypeOf(number);
      if (!card_type || !passesLuhn(number))
        throw new CardRefused({ card_number: 'Enter valid Card number' });
      const details: ProviderCard = {
        card_type,
        last_four: number.slice(-4),
        exp_month: Number(card.card_month),
        exp_year: Number(card.card_year),
      };
      // The number and CVC end here: only the brand, last four, expiry and behaviour are kept.
      const token = await store.create('token', { ...details, behaviour: behaviourOf(number), attempts: 0 });
      return { token, ...details };
    },

    async retrieveCard(token) {
      const card = await store.get('token', token);
      return card
        ? {
            card_type: card.card_type,
            last_four: card.last_four,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
          }
        : null;
    },

    async updateCardExpiry(token, month, year) {
      const card = await store.get('token', token);
      if (card) await store.update('token', token, { ...card, exp_month: month, exp_year: year });
    },

    async createCheckout(request: CheckoutRequest) {
      const id = await store.create('checkout', {
        mode: request.mode,
        amount: request.amountMinor,
        description: request.description,
        token: request.cardToken,
        interval_months: request.intervalMonths ?? null,
        metadata: request.metadata,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        status: 'open',
        last_error: null,
      });
      return { id, url: url(buildPath(ep.sandboxCheckoutPage.path, { sessionId: id })) };
    },

    checkout: (id) => store.get('checkout', id),

    async pay(sessionId) {
      const session = await store.get('checkout', sessionId);
      if (!session) return { ok: false, message: apiMessages.notFound };
      if (session.status === 'complete') return { ok: true, redirect: session.success_url };
      const result = await charge(session.token, session.amount, session.description);
      let subscription: { id: string; current_period_end: number } | null = null;
      if (result.status === 'succeeded' && session.mode === 'subscription') {
        const current_period_end = addMonthsTo(seconds(clock.now()), session.interval_months ?? 12);
        const id = await store.create('subscription', {
          token: session.token,
          amount: session.amount,
          description: session.description,
          interval_months: session.interval_months ?? 12,
          current_period_end,
          status: 'active',
          metadata: session.metadata,
        });
        subscription = { id, current_period_end };
      }
      await store.update('checkout', sessionId, {
        ...session,
        status: result.status === 'succeeded' ? 'complete' : 'open',
        last_error: result.failure_message,
      });
      await emit({
        type: result.status === 'succeeded' ? 'charge.succeeded' : 'charge.failed',
        data: { charge: result, checkout_session: sessionId, subscription, metadata: session.metadata },
      });
      return result.status === 'succeeded'
        ? { ok: true, redirect: session.success_url }
        : { ok: false, message: result.failure_message ?? apiMessages.cardDeclined };
    },

    async cancelSubscription(subscriptionId) {
      const subscription = await store.get('subscription', subscriptionId);
      if (!subscription || subscription.status === 'canceled') return;
      await store.update('subscription', subscriptionId, { ...subscription, status: 'canceled' });
      await emit({
        type: 'customer.subscription.deleted',
        data: { subscription: { id: subscriptionId }, metadata: subscription.metadata },
      });
    },

    async runBilling() {
      const now = seconds(clock.now());
      let charged = 0;
      for (const { id, data } of await store.all('subscription')) {
        // A past-due subscription is tried again on each run, like a provider's retry schedule.
        if (data.status === 'canceled' || data.current_period_end > now) continue;
        const result = await charge(data.token, data.amount, data.description);
        const next =
          result.status === 'succeeded'
            ? {
                ...data,
                status: 'active' as const,
                current_period_end: addMonthsTo(data.current_period_end, data.interval_months),
              }
            : { ...data, status: 'past_due' as const };
        await store.update('subscription', id, next);
        await emit({
          type: result.status === 'succeeded' ? 'charge.succeeded' : 'charge.failed',
          data: {
            charge: result,
            checkout_session: null,
            subscription: { id, current_period_end: next.current_period_end },
            metadata: data.metadata,
          },
        });
        charged++;
      }
      return charged;
    },

    async redeliver() {
      let delivered = 0;
      for (const { id, data } of await store.all('event')) {
        if (data.delivered || !data.payload) continue;
        const ok = await deliver(id, data.payload);
        await store.update('event', id, { ...data, delivered: ok, attempts: data.attempts + 1 });
        if (ok) delivered++;
      }
      return delivered;
    },

    parseWebhook(payload, signature, now) {
      if (!signature || !verifySignature(secret, payload, signature, now)) return null;
      try {
        return JSON.parse(payload) as ProviderEvent;
      } catch {
        return null;
      }
    },
  };
  return provider;
}
