import { explain, explainTimeslot, type TimeslotJudge } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { toTimeslot } from '../media/serialize.js';
import { freshReads, type RoutingReads } from './reads.js';

/**
 * The account's timeslots judged at `at`, each once: routing entries and trunk rules ask by id. A
 * timeslot that is gone (deleted since) no longer restricts: open, code `timeslot.gone`. `ours`:
 * the account's side of the call, naming the domain whose zone zoneless timeslots are read in.
 */
export async function accountTimeslotJudge(
  deps: Deps,
  accountId: number,
  at: Date,
  ours: string,
  reads: RoutingReads = freshReads(deps),
): Promise<TimeslotJudge> {
  const [rows, zones] = await Promise.all([reads.timeslots(accountId), reads.zones(accountId, ours)]);
  const slots = new Map(rows.map((row) => [row.id, toTimeslot(row)]));
  const judged = new Map<number, ReturnType<TimeslotJudge>>();
  return (id) => {
    let decision = judged.get(id);
    if (!decision) {
      const slot = slots.get(id);
      decision = slot
        ? explainTimeslot(slot, at, zones)
        : { open: true, explanation: explain('timeslot.gone', { timeslot_id: id }) };
      judged.set(id, decision);
    }
    return decision;
  };
}
