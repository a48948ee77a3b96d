/**
 * The virtual number area (spec §1, §2, §3 Numbers (DID) and Orders): the coverage and prices the
 * provider offers, orders for numbers that a number supplier fulfils, and the numbers rented. A
 * rented number is a DID of the PBX (`DidNumber`), routed like any other; its rent is what is added.
 */
import { integerIn } from '@switchboard/forms';
import { type Infer, optional, type } from 'superstruct';
import { emptyBody } from './bodies/empty.js';
import { digits, oneOf } from './bodies/fields.js';
import { returns } from './endpoint.js';
import type { Timestamp } from './entities/common.js';
import type { MessageResponse } from './entities/responses.js';
import type { CustomerTrunkWithPassword } from './resources/customer-trunks.js';
import { countryCode, DID_NUMBER_TYPES, type DidNumber, type DidNumberType } from './resources/numbers.js';

/** One country and number type offered, with its prices in cents (spec §9: shown as euro). */
export interface CoverageEntry {
  id: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  country_name: string;
  /** '+44'. */
  dial_code: string;
  number_type: DidNumberType;
  setup_price_minor: number;
  monthly_price_minor: number;
  /** Simultaneous calls included with each number. */
  channels: number;
  sms: boolean;
  /** The regulator asks for documents (an address, an identity) before the number is given. */
  documents_required: boolean;
}

/** Spec §3 Orders' order_status: pending → active, or rejected (with a reason), or cancelled. */
export const ORDER_STATUSES = ['pending', 'active', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** At most this many numbers in one order. */
export const MAX_NUMBERS_PER_ORDER = 20;

/** An order for numbers of one country and type (spec §3 Orders: country, order_status, channel, created_at). */
export interface NumberOrder {
  id: number;
  country: string;
  number_type: DidNumberType;
  quantity: number;
  area_code: string | null;
  order_status: OrderStatus;
  /** Channels included with each number. */
  channel: number;
  setup_price_minor: number;
  monthly_price_minor: number;
  /** Why the supplier (or the balance) refused it; null otherwise. */
  reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A rented number: the PBX's DID with its rent. */
export interface VirtualDid extends DidNumber {
  order_id: number;
  monthly_price_minor: number;
  /** The end of the period paid; the next month's rent is charged then. */
  paid_until: Timestamp;
}

/** POST /admin/virtual-number/orders: numbers of one country and type from the coverage list. */
export const createNumberOrderBody = type({
  country: countryCode(),
  number_type: oneOf(DID_NUMBER_TYPES),
  quantity: integerIn(1, MAX_NUMBERS_PER_ORDER),
  /** Digits the numbers should start with after the dialling code; '' or left out: any. */
  area_code: optional(digits('between:0-6')),
});
export type CreateNumberOrderBody = Infer<typeof createNumberOrderBody>;

/** Answered (402) when the balance does not cover an order's setup and first month. */
export const ORDER_BALANCE_MESSAGE =
  'Your balance does not cover the setup price and first month of these numbers. Recharge your account and order again.';

/** Answered (409) when an order that is no longer pending is cancelled. */
export const ORDER_NOT_PENDING_MESSAGE = 'Only a pending order can be cancelled.';

/** The reason given to an order the balance could not pay when the supplier delivered it. */
export const ORDER_UNPAID_REASON = 'Insufficient balance';

export const virtualNumberEndpoints = {
  /** Countries and number types offered, with their prices (the same for every account). */
  coverage: {
    method: 'GET',
    path: '/admin/virtual-number/coverage',
    body: undefined,
    response: returns<CoverageEntry[]>(),
    auth: 'verified',
    access: 'members',
  },
  /** The account's orders, newest first. */
  listNumberOrders: {
    method: 'GET',
    path: '/admin/virtual-number/orders',
    body: undefined,
    response: returns<NumberOrder[]>(),
    auth: 'verified',
  },
  /** Orders numbers: 402 ORDER_BALANCE_MESSAGE when the balance does not cover them. */
  createNumberOrder: {
    method: 'POST',
    path: '/admin/virtual-number/orders',
    body: createNumberOrderBody,
    response: returns<NumberOrder>(),
    auth: 'verified',
  },
  /** A pending order cancelled (409 ORDER_NOT_PENDING_MESSAGE otherwise). */
  cancelNumberOrder: {
    method: 'POST',
    path: '/admin/virtual-number/orders/:id/cancel',
    body: emptyBody,
    response: returns<NumberOrder>(),
    auth: 'verified',
  },
  /** The numbers rented; routed through the PBX's DID update (updateDidNumber). */
  listVirtualDids: {
    method: 'GET',
    path: '/admin/virtual-number/dids',
    body: undefined,
    response: returns<VirtualDid[]>(),
    auth: 'verified',
  },
  /** Gives a rented number back: it leaves the PBX and is no longer charged. */
  releaseVirtualDid: {
    method: 'DELETE',
    path: '/admin/virtual-number/dids/:id',
    body: undefined,
    response: returns<MessageResponse>(),
    auth: 'verified',
  },
  /**
   * A new password for a trunk that authenticates by credentials, generated by the server and
   * answered this once (the old one stops working); 409 TRUNK_NO_PASSWORD_MESSAGE for an `ip` trunk.
   */
  newCustomerTrunkPassword: {
    method: 'POST',
    path: '/admin/virtual-number/trunks/:id/password',
    body: emptyBody,
    response: returns<CustomerTrunkWithPassword>(),
    auth: 'verified',
  },
} as const;
