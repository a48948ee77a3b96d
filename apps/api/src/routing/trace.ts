/**
 * The route and rate tester: how a call would go, step by step, on the account's real data.
 * Routing entries are tried in priority order (lower first, then oldest); the first whose a_regexp
 * matches the calling number and b_regexp the called number (linear-time RE2 matching), and whose
 * timeslot, if it has one, is open at the call's time, is chosen.
 * An outbound call then takes the first usable trunk (Outgoing or Blended, with channels, of an
 * active voice carrier: the entry's, or any) by trunk priority; that trunk's rules rewrite the
 * numbers; the rewritten called number is rated on the carrier's deck and on the sell tariff.
 */
import {
  billingExamples,
  type CallNumbers,
  compileRegexp,
  explainTimeslot,
  formatMinor,
  formatRate,
  formatSeconds,
  type RateMatch,
  type RouteTestBody,
  type RouteTrace,
  type RoutingEntry,
  type Timeslot,
} from '@switchboard/contract';
import { and, asc, eq } from 'drizzle-orm';
import { carriers, carrierTrunks, routingEntries, timeslots } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { toTimeslot } from '../media/serialize.js';
import type { DeckRate } from '../rating/deck.js';
import { deckOf } from '../rating/decks.js';
import { type Rated, rateCall } from '../rating/rate-call.js';
import { toRoutingEntry } from '../telephony/serialize.js';
import { appliedRules, trunkRulesOf } from '../telephony/trunk-rules.js';

const DEFAULT_DURATION = 60;

function rateMatch(rate: DeckRate, rated: Rated): RateMatch {
  const model = { setup_time: rate.setupTime, minimum_time: rate.minimumTime, rest_time: rate.restTime };
  return {
    rate_id: rate.id,
    prefix: rate.prefix,
    prefix_name: rate.prefixName,
    carrier_rate: formatRate(rate.carrierRate),
    setup_rate: formatRate(rate.setupRate),
    effective_date: rate.effectiveDate,
    setup_time: rate.setupTime,
    minimum_time: rate.minimumTime,
    rest_time: rate.restTime,
    billed_seconds: rated.billed,
    cost_micros: rated.costMicros,
    cost: rated.cost,
    examples: billingExamples(model, rate.carrierRate, rate.setupRate),
  };
}

/** Each entry in order: skipped (and why) or chosen, the first that matches. */
function chooseEntry(
  entries: RoutingEntry[],
  calling: string,
  called: string,
  at: Date,
  slots: ReadonlyMap<number, Timeslot>,
) {
  let chosen: RoutingEntry | undefined;
  const routing = entries.map((entry) => {
    const shown = {
      entry_id: entry.id,
      priority: entry.priority,
      a_regexp: entry.a_regexp,
      b_regexp: entry.b_regexp,
    };
    if (chosen) {
      const reason = `not reached: entry ${chosen.id} (priority ${chosen.priority}) was chosen first`;
      return { ...shown, chosen: false, reasons: [reason] };
    }
    const a = compileRegexp(entry.a_regexp)(calling);
    const b = compileRegexp(entry.b_regexp)(called);
    const slot = entry.timeslot_id === null ? undefined : slots.get(entry.timeslot_id);
    // A timeslot that is gone (deleted since) no longer restricts the entry.
    const timeslot = slot ? explainTimeslot(slot, at) : { open: true, explanation: 'no timeslot' };
    const reasons = [
      entry.a_regexp === ''
        ? 'a_regexp empty: any calling number'
        : `a_regexp ${a ? 'matches' : 'does not match'} ${calling}`,
      entry.b_regexp === ''
        ? 'b_regexp empty: any called number'
        : `b_regexp ${b ? 'matches' : 'does not match'} ${called}`,
      entry.timeslot_id !== null && !slot
        ? `timeslot ${entry.timeslot_id} no longer exists: any time`
        : timeslot.explanation,
    ];
    const matches = a && b && timeslot.open;
    if (matches) chosen = entry;
    return { ...shown, chosen: matches, reasons };
  });
  return { routing, chosen };
}

/** The outbound trunks the entry may use, in priority order, each chosen or passed over with why. */
async function chooseTrunk(deps: Deps, accountId: number, entry: RoutingEntry) {
  const candidates = await deps.db
    .select({ trunk: carrierTrunks, carrier: carriers })
    .from(carrierTrunks)
    .innerJoin(carriers, eq(carriers.id, carrierTrunks.carrierId))
    .where(
      and(
        eq(carrierTrunks.accountId, accountId),
        eq(carriers.accountId, accountId),
        entry.carrier_id === null ? undefined : eq(carriers.id, entry.carrier_id),
      ),
    )
    .orderBy(asc(carrierTrunks.priority), asc(carrierTrunks.id));
  let picked: (typeof candidates)[number] | undefined;
  const trunks = candidates.map(({ trunk, carrier }) => {
    let reason: string;
    if (picked)
      reason = `not reached: trunk ${picked.trunk.name} (priority ${picked.trunk.priority}) was chosen first`;
    else if (!carrier.isActive) reason = `carrier ${carrier.carrierName} is inactive`;
    else if (!carrier.voiceSupplier) reason = `carrier ${carrier.carrierName} is not a voice supplier`;
    else if (trunk.trunkType === 'Incoming') reason = 'trunk type Incoming takes no outbound calls';
    else if (trunk.channels <= 0) reason = 'no channels';
    else {
      picked = { trunk, carrier };
      reason = `chosen: priority ${trunk.priority}, ${trunk.trunkType}, ${trunk.channels} channels`;
    }
    return {
      trunk_id: trunk.id,
      carrier_id: carrier.id,
      name: trunk.name,
      chosen: picked?.trunk === trunk,
      reason,
    };
  });
  return { trunks, picked };
}

export async function traceRoute(deps: Deps, accountId: number, body: RouteTestBody): Promise<RouteTrace> {
  const time = body.time ? new Date(body.time) : deps.clock.now();
  const at = time.getTime();
  const day = time.toISOString().slice(0, 10);
  const duration = body.duration ?? DEFAULT_DURATION;
  const summary: string[] = [];

  const entries = (
    await deps.db
      .select()
      .from(routingEntries)
      .where(and(eq(routingEntries.accountId, accountId), eq(routingEntries.direction, body.direction)))
      .orderBy(asc(routingEntries.priority), asc(routingEntries.id))
  ).map(toRoutingEntry);
  const slots = new Map(
    (await deps.db.select().from(timeslots).where(eq(timeslots.accountId, accountId))).map((row) => [
      row.id,
      toTimeslot(row),
    ]),
  );
  const { routing, chosen } = chooseEntry(entries, body.calling_number, body.called_number, time, slots);
  summary.push(
    chosen
      ? `Routing entry ${chosen.id} (priority ${chosen.priority}) is chosen.`
      : `No ${body.direction} routing entry matches: the call is not routed.`,
  );

  const before: CallNumbers = { calling: body.calling_number, called: body.called_number, diversion: '' };
  const trace: RouteTrace = {
    direction: body.direction,
    time: time.toISOString(),
    duration,
    routing,
    entry_id: chosen?.id ?? null,
    trunk: null,
    trunks: [],
    rules: [],
    numbers: { before, after: before },
    carrier_rate: null,
    client_rate: null,
    summary,
  };
  if (!chosen) return trace;

  if (body.direction === 'outbound') {
    const { trunks, picked } = await chooseTrunk(deps, accountId, chosen);
    trace.trunks = trunks;
    if (!picked) summary.push('No usable carrier trunk: the call cannot go out.');
    else {
      const { trunk, carrier } = picked;
      trace.trunk = {
        carrier_id: carrier.id,
        carrier_name: carrier.carrierName,
        trunk_id: trunk.id,
        trunk_name: trunk.name,
        priority: trunk.priority,
        trunk_type: trunk.trunkType as 'Outgoing' | 'Blended',
        channels: trunk.channels,
      };
      summary.push(
        `Carrier ${carrier.carrierName}, trunk ${trunk.name} (priority ${trunk.priority}) carries it.`,
      );

      const { steps, result } = appliedRules(await trunkRulesOf(deps, accountId, trunk.id), before, 'OUT');
      trace.rules = steps;
      trace.numbers = { before, after: result };
      if (result.called !== before.called)
        summary.push(`Trunk rules rewrite ${before.called} to ${result.called}.`);

      const rated = rateCall(await deckOf(deps.db, accountId, carrier.id), result.called, at, duration);
      if (rated.rate) {
        trace.carrier_rate = rateMatch(rated.rate, rated);
        summary.push(
          `Carrier rate: prefix ${rated.rate.prefix} (${rated.rate.prefixName || 'unnamed'}) effective ${rated.rate.effectiveDate}; ${duration} s bill ${formatSeconds(rated.billed)}, cost ${formatMinor(rated.cost)}.`,
        );
      } else summary.push(`The carrier's deck has no rate for ${result.called} on ${day}.`);
    }
  }

  const called = trace.numbers.after.called;
  const sold = rateCall(await deckOf(deps.db, accountId, null), called, at, duration);
  if (sold.rate) {
    trace.client_rate = rateMatch(sold.rate, sold);
    summary.push(
      `Sell tariff: prefix ${sold.rate.prefix} effective ${sold.rate.effectiveDate}; the account is charged ${formatMinor(sold.cost)}.`,
    );
  } else summary.push(`The sell tariff has no rate for ${called} on ${day}: client_cost 0.`);
  return trace;
}
