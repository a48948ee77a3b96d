/**
 * Number orders: placed when the balance covers their setup and first month (402 otherwise),
 * fulfilled by the supplier's answer (the numbers become the account's DIDs, the setup and the
 * first month are charged), rejected with the supplier's reason or, when the balance no longer
 * covers them by then, with ORDER_UNPAID_REASON. An answer applies to a pending order only, so a
 * cancelled order stays cancelled and an answer given twice changes nothing.
 */
import { type NumberOrder, ORDER_UNPAID_REASON } from '@switchboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { didNumbers, numberOrders, userDids } from '../db/schema.js';
import { addMonths, type Clock } from '../lib/clock.js';
import { debit, InsufficientBalance, type Tx } from '../money/ledger.js';
import type { SupplierAnswer } from './supplier.js';

type OrderRow = typeof numberOrders.$inferSelect;

export const toNumberOrder = (row: OrderRow): NumberOrder => ({
  id: row.id,
  country: row.country,
  number_type: row.numberType,
  quantity: row.quantity,
  area_code: row.areaCode,
  order_status: row.status,
  channel: row.channels,
  setup_price_minor: row.setupPriceMinor,
  monthly_price_minor: row.monthlyPriceMinor,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** What an order costs when it becomes active: every number's setup and first month. */
export const firstCharge = (order: Pick<OrderRow, 'quantity' | 'setupPriceMinor' | 'monthlyPriceMinor'>) =>
  order.quantity * (order.setupPriceMinor + order.monthlyPriceMinor);

/** Charges one month of a rented number, from `periodStart`; idempotent by number and period. */
export function chargeRent(
  tx: Tx,
  rent: { accountId: number; userDidId: number; number: string; monthlyPriceMinor: number },
  periodStart: Date,
  at: Date,
) {
  if (rent.monthlyPriceMinor === 0) return Promise.resolve(null);
  return debit(tx, {
    accountId: rent.accountId,
    amountMinor: rent.monthlyPriceMinor,
    kind: 'number',
    reference: `number-rent:${rent.userDidId}:${periodStart.toISOString()}`,
    description: `Number ${rent.number}, month from ${periodStart.toISOString().slice(0, 10)}`,
    at,
  });
}

async function fulfil(db: Database, order: OrderRow, numbers: string[], now: Date) {
  await db.transaction(async (tx) => {
    const [active] = await tx
      .update(numberOrders)
      .set({ status: 'active', updatedAt: now })
      .where(and(eq(numberOrders.id, order.id), eq(numberOrders.status, 'pending')))
      .returning();
    if (!active) return;
    const setup = active.quantity * active.setupPriceMinor;
    if (setup > 0) {
      await debit(tx, {
        accountId: active.accountId,
        amountMinor: setup,
        kind: 'number',
        reference: `number-order:${active.id}:setup`,
        description: `Setup of ${active.quantity} ${active.country} ${active.numberType} number(s), order ${active.id}`,
        at: now,
      });
    }
    for (const number of numbers) {
      const [did] = await tx
        .insert(didNumbers)
        .values({
          accountId: active.accountId,
          number,
          country: active.country,
          numberType: active.numberType,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: didNumbers.id });
      if (!did) throw new Error(`order ${active.id}: number ${number} not stored`);
      const [rent] = await tx
        .insert(userDids)
        .values({
          accountId: active.accountId,
          didNumberId: did.id,
          orderId: active.id,
          monthlyPriceMinor: active.monthlyPriceMinor,
          paidUntil: addMonths(now, 1),
          createdAt: now,
        })
        .returning({ id: userDids.id });
      if (!rent) throw new Error(`order ${active.id}: rent of ${number} not stored`);
      await chargeRent(
        tx,
        {
          accountId: active.accountId,
          userDidId: rent.id,
          number,
          monthlyPriceMinor: active.monthlyPriceMinor,
        },
        now,
        now,
      );
    }
  });
}

async function reject(db: Database, orderId: number, reason: string, now: Date) {
  await db
    .update(numberOrders)
    .set({ status: 'rejected', reason, updatedAt: now })
    .where(and(eq(numberOrders.id, orderId), eq(numberOrders.status, 'pending')));
}

/** Applies the supplier's answer to the order it names, if that order is still pending. */
export async function applyAnswer(deps: { db: Database; clock: Clock }, answer: SupplierAnswer) {
  const now = deps.clock.now();
  const [order] = await deps.db.select().from(numberOrders).where(eq(numberOrders.id, answer.orderId));
  if (order?.status !== 'pending') return;
  if (answer.status === 'rejected') return reject(deps.db, order.id, answer.reason, now);
  if (answer.numbers.length !== order.quantity)
    return reject(
      deps.db,
      order.id,
      `The supplier delivered ${answer.numbers.length} of ${order.quantity} numbers`,
      now,
    );
  try {
    await fulfil(deps.db, order, answer.numbers, now);
  } catch (error) {
    if (!(error instanceof InsufficientBalance)) throw error;
    await reject(deps.db, order.id, ORDER_UNPAID_REASON, now);
  }
}
