/**
 * The monthly rent of rented numbers. The subscription clock of the money area is the card
 * provider's (it bills cards for services); numbers are paid from the balance, so they have this
 * run of their own: every hour, each number whose paid period has ended is charged its next month
 * (idempotent by number and period) and its period moved on. A balance that cannot pay leaves the
 * number as it is, to be charged at a later run once the account is recharged.
 */
import { eq, lte } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { didNumbers, userDids } from '../db/schema.js';
import { addMonths, type Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import { periodic } from '../lib/periodic.js';
import { InsufficientBalance } from '../money/ledger.js';
import { chargeRent } from './orders.js';

export const RENEWAL_EVERY_MS = 60 * 60 * 1000;

/** Charges every period ended by now (several for a number long unpaid); answers how many. */
export async function renewDueNumbers({ db, clock, log }: { db: Database; clock: Clock; log: Logger }) {
  const now = clock.now();
  const due = await db
    .select({ rent: userDids, number: didNumbers.number })
    .from(userDids)
    .innerJoin(didNumbers, eq(didNumbers.id, userDids.didNumberId))
    .where(lte(userDids.paidUntil, now));
  let charged = 0;
  for (const { rent, number } of due) {
    let periodStart = rent.paidUntil;
    try {
      while (periodStart <= now) {
        const start = periodStart;
        await db.transaction(async (tx) => {
          await chargeRent(
            tx,
            {
              accountId: rent.accountId,
              userDidId: rent.id,
              number,
              monthlyPriceMinor: rent.monthlyPriceMinor,
            },
            start,
            now,
          );
          await tx
            .update(userDids)
            .set({ paidUntil: addMonths(start, 1) })
            .where(eq(userDids.id, rent.id));
        });
        periodStart = addMonths(start, 1);
        charged++;
      }
    } catch (error) {
      if (!(error instanceof InsufficientBalance)) throw error;
      log.info(`numbers: rent of ${number} not charged (balance below limit)`);
    }
  }
  return charged;
}

export const scheduleRenewals = (
  deps: { db: Database; clock: Clock },
  log: Logger,
  everyMs = RENEWAL_EVERY_MS,
) => periodic('number renewals', () => renewDueNumbers({ ...deps, log }), log, everyMs);
