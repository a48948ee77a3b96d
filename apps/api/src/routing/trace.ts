/**
 * The route and rate tester: how a call would go, step by step, on the account's real data.
 * First the capacity pool of the account's number on the call (inbound: the called DID; outbound:
 * the calling one): when its live calls already reach its limit the call is refused and nothing
 * else is tried. An inbound call to one of the account's DIDs that has a target goes to that target: the entries
 * are not tried. A customer's own trunk as the target is named with its address, or as switched off,
 * and followed by the account's other active trunks in failover order. Otherwise routing entries are tried in priority order (lower first, then oldest); the first whose a_regexp
 * matches the calling number and b_regexp the called number (linear-time RE2 matching), and whose
 * timeslot, if it has one, is open at the call's time, is chosen.
 * Each decision is an explanation (a code and its parameters, `Explanation`): the console words it.
 * An outbound call then takes the first usable trunk (Outgoing or Blended, with channels, of an
 * active voice carrier: the entry's, or any) by trunk priority; that trunk's rules (those whose
 * timeslot is open at the call's time) rewrite the numbers; the rewritten called number is rated on the carrier's deck and on the sell tariff.
 */
import {
  billingExamples,
  type CallNumbers,
  compileRegexp,
  type Explanation,
  explain,
  formatRate,
  type RateMatch,
  type RouteTestBody,
  type RouteTrace,
  type RouteTraceCapacity,
  type RouteTraceDid,
  type RoutingEntry,
  type TimeslotJudge,
  type TrunkType,
} from '@switchboard/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { customerTrunks } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { didOfCalledNumber } from '../numbers/did-targets.js';
import type { DeckRate } from '../rating/deck.js';
import { deckOf } from '../rating/decks.js';
import { type Rated, rateCall } from '../rating/rate-call.js';
import { appliedRules } from '../telephony/trunk-rules.js';
import { poolsInUse } from '../virtual-numbers/capacity.js';
import { freshReads, type RoutingReads } from './reads.js';
import { accountTimeslotJudge } from './timeslot-judge.js';

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
    from_default_tariff: rate.fromDefault === true,
  };
}

/** Whether `pattern` (empty: any) takes `number`, and the explanation saying so. */
function patternReason(side: 'a' | 'b', pattern: string, number: string) {
  if (pattern === '')
    return { matches: true, reason: explain(side === 'a' ? 'route.a_any' : 'route.b_any', {}) };
  const matches = compileRegexp(pattern)(number);
  const code =
    side === 'a'
      ? matches
        ? 'route.a_matches'
        : 'route.a_no_match'
      : matches
        ? 'route.b_matches'
        : 'route.b_no_match';
  return { matches, reason: explain(code, { pattern, number }) };
}

/** Each entry in order: skipped (and why) or chosen, the first that matches. */
function chooseEntry(entries: RoutingEntry[], calling: string, called: string, judge: TimeslotJudge) {
  let chosen: RoutingEntry | undefined;
  const routing = entries.map((entry) => {
    const shown = {
      entry_id: entry.id,
      priority: entry.priority,
      a_regexp: entry.a_regexp,
      b_regexp: entry.b_regexp,
    };
    if (chosen) {
      const reason = explain('route.not_reached', { entry_id: chosen.id, priority: chosen.priority });
      return { ...shown, chosen: false, reasons: [reason] };
    }
    const a = patternReason('a', entry.a_regexp, calling);
    const b = patternReason('b', entry.b_regexp, called);
    const timeslot =
      entry.timeslot_id === null
        ? { open: true, explanation: explain('timeslot.none', {}) }
        : judge(entry.timeslot_id);
    const matches = a.matches && b.matches && timeslot.open;
    if (matches) chosen = entry;
    return { ...shown, chosen: matches, reasons: [a.reason, b.reason, timeslot.explanation] };
  });
  return { routing, chosen };
}

/** The outbound trunks the entry may use, in priority order, each chosen or passed over with why. */
async function chooseTrunk(reads: RoutingReads, accountId: number, entry: RoutingEntry) {
  const candidates = await reads.trunks(accountId, entry.carrier_id);
  const unusable = ({ trunk, carrier }: (typeof candidates)[number]): Explanation | null => {
    if (!carrier.isActive) return explain('trunk.carrier_inactive', { carrier: carrier.carrierName });
    if (!carrier.voiceSupplier) return explain('trunk.carrier_not_voice', { carrier: carrier.carrierName });
    if (trunk.trunkType === 'Incoming') return explain('trunk.incoming', {});
    if (trunk.channels <= 0) return explain('trunk.no_channels', {});
    return null;
  };
  // The switch fails over down the usable trunks in this same order.
  const usable = candidates.filter((candidate) => unusable(candidate) === null);
  let picked: (typeof candidates)[number] | undefined;
  const trunks = candidates.map(({ trunk, carrier }) => {
    let reason: Explanation;
    const refused = unusable({ trunk, carrier });
    if (picked)
      reason = explain('trunk.not_reached', { trunk: picked.trunk.name, priority: picked.trunk.priority });
    else if (refused) reason = refused;
    else {
      picked = { trunk, carrier };
      reason = explain('trunk.chosen', {
        priority: trunk.priority,
        trunk_type: trunk.trunkType as TrunkType,
        channels: trunk.channels,
      });
    }
    return {
      trunk_id: trunk.id,
      carrier_id: carrier.id,
      name: trunk.name,
      chosen: picked?.trunk === trunk,
      reason,
    };
  });
  return { trunks, picked, usable };
}

/** The account's entries of the call's direction, each tried in order, and the one chosen. */
async function routeByEntries(
  reads: RoutingReads,
  accountId: number,
  body: RouteTestBody,
  judge: TimeslotJudge,
) {
  const entries = await reads.entries(accountId, body.direction);
  return chooseEntry(entries, body.calling_number, body.called_number, judge);
}

/** The account's DID the called number is, and whether its target takes the call. */
async function didDecision(deps: Deps, accountId: number, called: string): Promise<RouteTraceDid | null> {
  const found = await didOfCalledNumber(deps, accountId, called);
  if (!found) return null;
  const target =
    found.target_type === null || found.target_id === null || found.target_name === null
      ? null
      : { type: found.target_type, id: found.target_id, name: found.target_name };
  const reasons = target?.type === 'customer_trunk' ? await trunkReasons(deps, accountId, target.id) : [];
  return {
    code: target ? 'did_target' : 'did_not_routed',
    did_id: found.id,
    number: found.number,
    target,
    reasons,
  };
}

/** host:port, an IPv6 host in brackets. */
const addressOf = (host: string, port: number) =>
  host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;

/** Where the account's trunk `id` takes the call, and the active trunks tried after it. */
async function trunkReasons(deps: Deps, accountId: number, id: number): Promise<Explanation[]> {
  const mine = eq(customerTrunks.accountId, accountId);
  const [trunk] = await deps.db
    .select()
    .from(customerTrunks)
    .where(and(mine, eq(customerTrunks.id, id)));
  if (!trunk) return [];
  if (!trunk.isActive) return [explain('did.trunk_inactive', { trunk: trunk.name })];
  const others = await deps.db
    .select({ name: customerTrunks.name })
    .from(customerTrunks)
    .where(and(mine, ne(customerTrunks.id, id), eq(customerTrunks.isActive, true)))
    .orderBy(asc(customerTrunks.failoverOrder), asc(customerTrunks.id));
  const chosen = explain('did.trunk', {
    trunk: trunk.name,
    address: addressOf(trunk.host, trunk.port),
    transport: trunk.transport,
  });
  if (others.length === 0) return [chosen];
  return [chosen, explain('did.trunk_failover', { trunks: others.map((other) => other.name) })];
}

/** The pool of the account's number `ours` (the one on the call), and whether it has a free channel. */
async function capacityDecision(
  deps: Deps,
  reads: RoutingReads,
  accountId: number,
  ours: string,
): Promise<RouteTraceCapacity | null> {
  const pool = await reads.pool(accountId, ours);
  if (!pool) return null;
  const inUse = (await poolsInUse(deps, accountId, [pool.id])).get(pool.id) ?? 0;
  const params = { pool: pool.name, in_use: inUse, limit: pool.limit };
  const refused = inUse >= pool.limit;
  return {
    pool_id: pool.id,
    refused,
    reason: refused ? explain('capacity.full', params) : explain('capacity.room', params),
  };
}

/** A trace that has chosen nothing yet. */
function emptyTrace(
  direction: RouteTrace['direction'],
  time: Date,
  duration: number,
  before: CallNumbers,
): RouteTrace {
  return {
    direction,
    time: time.toISOString(),
    duration,
    routing: [],
    entry_id: null,
    did: null,
    capacity: null,
    trunk: null,
    trunks: [],
    rules: [],
    numbers: { before, after: before },
    carrier_rate: null,
    client_rate: null,
  };
}

export async function traceRoute(deps: Deps, accountId: number, body: RouteTestBody): Promise<RouteTrace> {
  return (await routeCall(deps, accountId, body)).trace;
}

/** A usable trunk of the chosen entry, in failover order. */
export type UsableTrunk = Awaited<ReturnType<typeof chooseTrunk>>['usable'][number];

/**
 * The tester's trace and what the switch needs beyond it: every usable trunk in failover order
 * (the trace names the first) and the timeslot judge their rules are applied with.
 */
export async function routeCall(
  deps: Deps,
  accountId: number,
  given: RouteTestBody,
  reads: RoutingReads = freshReads(deps),
) {
  // A calling number may be left empty, and the body's rule lets null through as empty.
  const body = { ...given, calling_number: given.calling_number ?? '' };
  const time = body.time ? new Date(body.time) : deps.clock.now();
  const at = time.getTime();
  const duration = body.duration ?? DEFAULT_DURATION;
  const before: CallNumbers = { calling: body.calling_number, called: body.called_number, diversion: '' };
  // The account's side of the call names the domain whose zone zoneless timeslots are read in.
  const ours = body.direction === 'inbound' ? body.called_number : body.calling_number;
  // Independent reads, asked together: the switch waits on this for every call.
  const [judge, did, capacity] = await Promise.all([
    accountTimeslotJudge(deps, accountId, time, ours, reads),
    body.direction === 'inbound' ? didDecision(deps, accountId, body.called_number) : null,
    capacityDecision(deps, reads, accountId, ours),
  ]);

  const trace = emptyTrace(body.direction, time, duration, before);
  trace.did = did;
  trace.capacity = capacity;
  let usable: UsableTrunk[] = [];
  const decided = () => ({ trace, usable, judge, before });
  // Over the pool's limit the call goes nowhere: no entry, no trunk, nothing to rate.
  if (trace.capacity?.refused) return decided();

  const byDid = did?.code === 'did_target';
  const { routing, chosen } = byDid
    ? { routing: [], chosen: undefined }
    : await routeByEntries(reads, accountId, body, judge);

  trace.routing = routing;
  trace.entry_id = chosen?.id ?? null;
  if (!chosen && !byDid) return decided();

  if (chosen && body.direction === 'outbound') {
    const choice = await chooseTrunk(reads, accountId, chosen);
    const { trunks, picked } = choice;
    trace.trunks = trunks;
    usable = choice.usable;
    if (picked) {
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
      const rules = await reads.rules(accountId, trunk.id);
      const { steps, result } = appliedRules(rules, before, 'OUT', judge);
      trace.rules = steps;
      trace.numbers = { before, after: result };
      const rated = rateCall(await deckOf(deps.db, accountId, carrier.id), result.called, at, duration);
      if (rated.rate) trace.carrier_rate = rateMatch(rated.rate, rated);
    }
  }

  const sold = rateCall(await deckOf(deps.db, accountId, null), trace.numbers.after.called, at, duration);
  if (sold.rate) trace.client_rate = rateMatch(sold.rate, sold);
  return decided();
}
