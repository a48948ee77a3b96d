/**
 * The channels capacity pools have in use, counted in one place: the pools' list shows it and the
 * routing decision refuses a call on it, so what the page shows is what routing goes by.
 *
 * In use = the account's live calls (call_states: not ended, final record not arrived) on a pool's
 * numbers: an inbound call to one (its called number), an outbound call from one (its calling
 * number). A call whose direction is not reported yet takes a channel of whichever of its numbers
 * is pooled (the called one first); an internal call uses no number's channel. Numbers are matched
 * as the route tester matches a called number to a DID: with or without the leading +.
 */
import type { CallType } from '@switchboard/contract';
import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { callStates, capacityPools, didNumbers, userDids } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { didNumberForms, numberKey } from '../numbers/did-targets.js';

type Db = Pick<Deps, 'db'>;

interface CallNumbers {
  calltype: CallType | null;
  calling: string | null;
  called: string | null;
}

/** The pool whose channel the call takes, from the pools of the account's numbers (by number key). */
function poolOfCall(call: CallNumbers, poolOf: ReadonlyMap<string, number>): number | undefined {
  const pooled = (number: string | null) => (number === null ? undefined : poolOf.get(numberKey(number)));
  if (call.calltype === 'inbound') return pooled(call.called);
  if (call.calltype === 'outbound') return pooled(call.calling);
  if (call.calltype === 'internal') return undefined;
  return pooled(call.called) ?? pooled(call.calling);
}

/**
 * The live calls on each pool's numbers, for the pools `poolIds` (every pool of the account when
 * left out); a pool with none is not in the map.
 */
export async function poolsInUse(
  deps: Db,
  accountId: number,
  poolIds?: readonly number[],
): Promise<Map<number, number>> {
  const inUse = new Map<number, number>();
  if (poolIds?.length === 0) return inUse;
  const pooled = await deps.db
    .select({ poolId: userDids.capacityPoolId, number: didNumbers.number })
    .from(userDids)
    .innerJoin(didNumbers, and(eq(didNumbers.id, userDids.didNumberId), eq(didNumbers.accountId, accountId)))
    .where(
      and(
        eq(userDids.accountId, accountId),
        poolIds ? inArray(userDids.capacityPoolId, [...poolIds]) : isNotNull(userDids.capacityPoolId),
      ),
    );
  if (pooled.length === 0) return inUse;
  const poolOf = new Map(pooled.map((row) => [numberKey(row.number), row.poolId as number]));
  // Few rows: an account's live calls (call_states_live_idx).
  const calls = await deps.db
    .select({
      calltype: callStates.calltype,
      calling: callStates.callingNumber,
      called: callStates.calledNumber,
    })
    .from(callStates)
    .where(
      and(eq(callStates.accountId, accountId), ne(callStates.state, 'ended'), isNull(callStates.closedAt)),
    );
  for (const call of calls) {
    const pool = poolOfCall(call, poolOf);
    if (pool !== undefined) inUse.set(pool, (inUse.get(pool) ?? 0) + 1);
  }
  return inUse;
}

/** A pool as routing judges it: its name and its limit (its use is counted per call: `poolsInUse`). */
export interface Pool {
  id: number;
  name: string;
  limit: number;
}

/** The pool the account's rented number `number` is in (with or without its +). */
export async function poolOfNumber(deps: Db, accountId: number, number: string): Promise<Pool | null> {
  const forms = didNumberForms(number);
  if (forms.length === 0) return null;
  const [pool] = await deps.db
    .select({ id: capacityPools.id, name: capacityPools.name, limit: capacityPools.channelLimit })
    .from(userDids)
    .innerJoin(didNumbers, and(eq(didNumbers.id, userDids.didNumberId), eq(didNumbers.accountId, accountId)))
    .innerJoin(
      capacityPools,
      and(eq(capacityPools.id, userDids.capacityPoolId), eq(capacityPools.accountId, accountId)),
    )
    .where(and(eq(userDids.accountId, accountId), inArray(didNumbers.number, forms)))
    .limit(1);
  return pool ?? null;
}
