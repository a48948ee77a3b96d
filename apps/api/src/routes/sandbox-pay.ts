/**
 * The sandbox card provider's own endpoints, on their own prefix as if on another host: card
 * tokenisation (the only place a card number or CVC ever reaches this server; it keeps neither
 * and logs nothing of the body), the hosted checkout page and its Pay button, receipts. They
 * answer 404 when another provider is in use.
 */
import { type CardToken, endpoints as ep } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound, unprocessable } from '../lib/http-error.js';
import { rateLimit } from '../middleware/rate-limit.js';
import { checkoutPage, receiptPage } from '../payments/sandbox/pages.js';
import { CardRefused } from '../payments/sandbox/provider.js';
import { sandboxOf } from '../payments/select.js';

const HTML = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

export default function sandboxPayRoutes(deps: Deps) {
  const sandbox = sandboxOf(deps.payments);
  const inUse = () => {
    if (!sandbox) throw notFound();
    return sandbox;
  };

  return contractRoutes(deps)
    .on(
      ep.sandboxTokenize,
      async (c, card) => {
        try {
          const { token, card_type, last_four, exp_month, exp_year } = await inUse().tokenize(card);
          const answer: CardToken = {
            token,
            card_type,
            last_four,
            card_owner: card.card_owner.trim(),
            card_month: exp_month,
            card_year: exp_year,
          };
          return c.json(answer, 201);
        } catch (error) {
          if (error instanceof CardRefused) throw unprocessable(error.errors);
          throw error;
        }
      },
      // Card testing (trying stolen numbers) is what a provider limits here.
      { use: [rateLimit(deps, deps.config.limits.cardTokens)] },
    )

    .on(ep.sandboxCheckoutPage, async (c) => {
      const provider = inUse();
      const session = await provider.checkout(c.req.param('sessionId') ?? '');
      if (!session) throw notFound();
      if (session.status === 'complete') return c.redirect(session.success_url, 303);
      const card = await provider.retrieveCard(session.token);
      return c.body(checkoutPage(session, card, session.last_error), 200, HTML);
    })

    .on(ep.sandboxCheckoutPay, async (c) => {
      const provider = inUse();
      const sessionId = c.req.param('sessionId') ?? '';
      const result = await provider.pay(sessionId);
      if (result.ok) return c.redirect(result.redirect, 303);
      const session = await provider.checkout(sessionId);
      if (!session) throw notFound();
      const card = await provider.retrieveCard(session.token);
      return c.body(checkoutPage(session, card, result.message), 402, HTML);
    })

    .on(ep.sandboxReceipt, async (c) => {
      const id = c.req.param('chargeId') ?? '';
      const charge = await inUse().store.get('charge', id);
      if (charge?.status !== 'succeeded') throw notFound();
      return c.body(receiptPage(id, charge), 200, HTML);
    }).app;
}
