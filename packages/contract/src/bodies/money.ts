/**
 * Bodies of the money area. A card reaches our API only as the provider's token with its type,
 * last four digits, owner and expiry: no card number or CVC is ever part of these structs. The
 * card rules (spec §5) are the shared rule set's (`cardFieldError` in @switchboard/forms).
 */
import { CARD_LABELS, type CardField, cardFieldError, ruled } from '@switchboard/forms';
import { boolean, coerce, enums, type Infer, number, optional, refine, string, type } from 'superstruct';
import { CARD_TYPES } from '../entities/money.js';
import { RECHARGE_AMOUNTS, SERVICE_PLAN_IDS } from '../money.js';
import { SERVICE_TYPES } from '../widget-defaults.js';
import { id, text } from './fields.js';

const cardCtx = { labels: CARD_LABELS };

/**
 * A card field under the spec §5 rules, as text (month and year may be sent as numbers; the API
 * stores them as numbers).
 */
const cardField = (field: CardField, rules = 'required') =>
  ruled(
    refine(coerce(string(), number(), String), field, (value) => cardFieldError(field, value) ?? true),
    rules,
    cardCtx,
  );

/** POST /admin/profile/payment-methods: a tokenised card (the browser got the token from the provider). */
export const addPaymentMethodBody = type({
  token: text('required|nospace|between:8-200'),
  card_type: enums(CARD_TYPES),
  last_four: ruled(
    refine(string(), 'last_four', (value) => /^\d{4}$/.test(value)),
    'required',
    {
      labels: { last_four: 'Last four digits' },
    },
  ),
  card_owner: cardField('card_owner', 'required|between:2-100'),
  card_month: cardField('card_month'),
  card_year: cardField('card_year'),
});
export type AddPaymentMethodBody = Infer<typeof addPaymentMethodBody>;

/**
 * PUT /admin/profile/payment-methods/{id}: a new expiry (spec §5 card edit: number, CVC and owner
 * are locked), and `default: true` to make the card primary.
 */
export const updatePaymentMethodBody = type({
  card_month: cardField('card_month'),
  card_year: cardField('card_year'),
  default: optional(boolean()),
});
export type UpdatePaymentMethodBody = Infer<typeof updatePaymentMethodBody>;

/**
 * What the provider's tokenisation endpoint takes from the browser (the sandbox's). Our API never
 * receives this body: it is declared here so the browser's client and the sandbox agree on it.
 */
export const tokenizeCardBody = type({
  card_number: cardField('card_number'),
  card_cvc_code: ruled(
    refine(coerce(string(), number(), String), 'cvc', (value) => /^\d{3,4}$/.test(value)),
    'required',
    cardCtx,
  ),
  card_owner: cardField('card_owner', 'required|between:2-100'),
  card_month: cardField('card_month'),
  card_year: cardField('card_year'),
});
export type TokenizeCardBody = Infer<typeof tokenizeCardBody>;

/** POST /admin/profile/recharge: one of the tiles, paid with the given card or the primary one. */
export const rechargeBody = type({
  amount: coerce(enums(RECHARGE_AMOUNTS), string(), Number),
  payment_method_id: optional(id()),
});
export type RechargeBody = Infer<typeof rechargeBody>;

/**
 * POST /admin/profile/services (spec §3 service change): the plan and card of a service's
 * subscription. `service_status_date` may be sent back with the row; the server sets it.
 */
export const changeServiceBody = type({
  service_type: enums(SERVICE_TYPES),
  set_payment_plan: enums(SERVICE_PLAN_IDS),
  set_payment_method: id(),
  widget_id: optional(id()),
});
export type ChangeServiceBody = Infer<typeof changeServiceBody>;
