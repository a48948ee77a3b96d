/**
 * The number supplier behind one interface, shaped like the card and messaging providers': we hand
 * an order over and the supplier answers later, with the numbers or a refusal. The answer names
 * our order id (the customer reference suppliers carry), so it applies whether or not the
 * supplier's own id was stored yet. `NUMBER_SUPPLIER` picks the adapter (select.ts); the embedded
 * default is the sandbox.
 */
import type { DidNumberType } from '@switchboard/contract';

export interface NumberRequest {
  orderId: number;
  country: string;
  /** '+44'. */
  dialCode: string;
  numberType: DidNumberType;
  quantity: number;
  /** Digits the numbers should start with after the dialling code; null: any. */
  areaCode: string | null;
}

/** What became of an order. */
export type SupplierAnswer =
  | { orderId: number; status: 'fulfilled'; numbers: string[] }
  | { orderId: number; status: 'rejected'; reason: string };

export interface NumberSupplier {
  /** The adapter's name, e.g. 'sandbox'. */
  readonly name: string;
  /** Hands the order over; answers the supplier's id for it. */
  place(request: NumberRequest): Promise<{ reference: string }>;
}
