/**
 * The switch's routing decision: the route tester's routing (routing/trace.ts: capacity, the DID's
 * target, the entries, the trunks, their rules, the rates) answered as what the switch does next.
 * Before it, the blacklist (a number or a prefix of it: the calling number inbound, the called one
 * outbound); after it, the balance: an outbound call the sell tariff charges for is refused when
 * the balance has reached the account's limit. Inbound numbers are not rewritten: trunk rules
 * rewrite what leaves through a carrier's trunk. The account's configuration is read through its
 * per-process cache (routing/account-cache.ts); capacity in use and the balance are read per call.
 */
import type {
  CallNumbers,
  SwitchCarrierTarget,
  SwitchDecision,
  SwitchDecisionBody,
  SwitchRefusal,
  TimeslotJudge,
} from '@switchboard/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  blacklist,
  carrierTrunks,
  customerTrunks,
  extensions,
  flows,
  pbxDomains,
  ringGroupMembers,
  ringGroups,
  routingEntries,
} from '../db/schema.js';
import type { Deps } from '../deps.js';
import { moneyOf } from '../money/ledger.js';
import { numberKey } from '../numbers/did-targets.js';
import { remembered } from '../routing/account-cache.js';
import { type RoutingReads, rememberedReads } from '../routing/reads.js';
import { routeCall, type UsableTrunk } from '../routing/trace.js';
import { appliedRules } from '../telephony/trunk-rules.js';
import {
  carrierPeers,
  carrierRoutes,
  customerTrunkRoutes,
  extensionRoutes,
  ringGroupRoutes,
} from './routes.js';

/** The SIP answer of each refusal; the reason phrase carries the code for the switch's log. */
const REFUSALS: Record<SwitchRefusal, { sip_status: number; sip_reason: string }> = {
  no_route: { sip_status: 404, sip_reason: 'No Route' },
  no_balance: { sip_status: 402, sip_reason: 'No Balance' },
  capacity_full: { sip_status: 486, sip_reason: 'Capacity Full' },
  blacklisted: { sip_status: 403, sip_reason: 'Blacklisted' },
  outside_timeslot: { sip_status: 480, sip_reason: 'Outside Timeslot' },
  unknown_peer: { sip_status: 403, sip_reason: 'Unknown Peer' },
};

const refuse = (reason: SwitchRefusal): SwitchDecision => ({
  result: 'refused',
  reason,
  ...REFUSALS[reason],
});

async function isBlacklisted(deps: Deps, accountId: number, body: SwitchDecisionBody) {
  const number = numberKey((body.direction === 'inbound' ? body.calling_number : body.called_number) ?? '');
  if (number === '') return false;
  const listed = await remembered(deps.db, accountId, `blacklist:${body.direction}`, async () => {
    const rows = await deps.db
      .select({ number: blacklist.number })
      .from(blacklist)
      .where(
        and(
          eq(blacklist.accountId, accountId),
          eq(blacklist.isActive, true),
          inArray(blacklist.direction, [body.direction, 'both']),
        ),
      );
    return rows.map((row) => numberKey(row.number));
  });
  return listed.some((prefix) => number.startsWith(prefix));
}

/** Whether `source` is the host of one of the account's trunks that carriers call in on. */
async function isCarrierPeer(deps: Deps, accountId: number, source: string) {
  const hosts = await remembered(deps.db, accountId, 'carrier-hosts', async () => {
    const rows = await deps.db
      .selectDistinct({ host: carrierTrunks.host })
      .from(carrierTrunks)
      .where(
        and(
          eq(carrierTrunks.accountId, accountId),
          inArray(carrierTrunks.trunkType, ['Incoming', 'Blended']),
        ),
      );
    return new Set(rows.map((row) => row.host));
  });
  return hosts.has(source);
}

async function extensionTarget(deps: Deps, accountId: number, id: number): Promise<SwitchDecision> {
  const [row] = await deps.db
    .select({ extension: extensions.extension, domain: pbxDomains.domain })
    .from(extensions)
    .innerJoin(pbxDomains, eq(pbxDomains.id, extensions.domainId))
    .where(and(eq(extensions.accountId, accountId), eq(extensions.id, id), eq(extensions.isActive, true)));
  return row
    ? { result: 'extension', ...row, routing: extensionRoutes(row.extension, row.domain) }
    : refuse('no_route');
}

async function ringGroupTarget(deps: Deps, accountId: number, id: number): Promise<SwitchDecision> {
  const [group] = await deps.db
    .select()
    .from(ringGroups)
    .where(and(eq(ringGroups.accountId, accountId), eq(ringGroups.id, id), eq(ringGroups.isActive, true)));
  if (!group) return refuse('no_route');
  // Only members that are the account's active extensions can ring: the switch rings registrations.
  const rows = await deps.db
    .select({
      number: ringGroupMembers.number,
      domain: pbxDomains.domain,
      ring_time: ringGroupMembers.ringTime,
    })
    .from(ringGroupMembers)
    .innerJoin(
      extensions,
      and(
        eq(extensions.accountId, accountId),
        eq(extensions.extension, ringGroupMembers.number),
        eq(extensions.isActive, true),
      ),
    )
    .innerJoin(pbxDomains, eq(pbxDomains.id, extensions.domainId))
    .where(and(eq(ringGroupMembers.accountId, accountId), eq(ringGroupMembers.ringGroupId, id)))
    .orderBy(asc(ringGroupMembers.position), asc(ringGroupMembers.id));
  if (rows.length === 0) return refuse('no_route');
  // 'random' rings one member after another like 'ordered', in a new order each call.
  const members = group.strategy === 'random' ? [...rows].sort(() => Math.random() - 0.5) : rows;
  const strategy = group.strategy === 'ringall' ? 'parallel' : 'ordered';
  return {
    result: 'ring_group',
    ring_group_id: group.id,
    strategy,
    ring_time: group.ringTime,
    members,
    routing: ringGroupRoutes(strategy, members),
  };
}

/** The DID's trunk when it is on, then the account's other active trunks in failover order. */
async function customerTrunkTarget(
  deps: Deps,
  accountId: number,
  id: number,
  called: string,
): Promise<SwitchDecision> {
  const mine = and(eq(customerTrunks.accountId, accountId), eq(customerTrunks.isActive, true));
  const fields = {
    trunk_id: customerTrunks.id,
    name: customerTrunks.name,
    host: customerTrunks.host,
    port: customerTrunks.port,
    transport: customerTrunks.transport,
  };
  const [first, others] = await Promise.all([
    deps.db
      .select(fields)
      .from(customerTrunks)
      .where(and(mine, eq(customerTrunks.id, id))),
    deps.db
      .select(fields)
      .from(customerTrunks)
      .where(and(mine, ne(customerTrunks.id, id)))
      .orderBy(asc(customerTrunks.failoverOrder), asc(customerTrunks.id)),
  ]);
  const targets = [...first, ...others];
  return targets.length > 0
    ? { result: 'customer_trunk', targets, routing: customerTrunkRoutes(called, targets) }
    : refuse('no_route');
}

/** An inbound entry takes the call to its flow (a media server's work), else nowhere. */
async function inboundEntryTarget(deps: Deps, accountId: number, entryId: number): Promise<SwitchDecision> {
  const [row] = await deps.db
    .select({ id: flows.id, name: flows.name })
    .from(routingEntries)
    .innerJoin(flows, and(eq(flows.id, routingEntries.flowId), eq(flows.accountId, accountId)))
    .where(and(eq(routingEntries.accountId, accountId), eq(routingEntries.id, entryId)));
  return row ? { result: 'media', media: { kind: 'flow', ...row } } : refuse('no_route');
}

export async function switchDecision(
  deps: Deps,
  accountId: number,
  body: SwitchDecisionBody,
): Promise<SwitchDecision> {
  if (body.direction === 'inbound' && body.source && !(await isCarrierPeer(deps, accountId, body.source)))
    return refuse('unknown_peer');
  const reads = rememberedReads(deps);
  // The blacklist (and an outbound call's balance) are asked beside the routing; a listed number
  // is refused whatever the routing says.
  const [blacklisted, { trace, usable, judge, before }, money] = await Promise.all([
    isBlacklisted(deps, accountId, body),
    routeCall(deps, accountId, body, reads),
    body.direction === 'outbound' ? moneyOf(deps.db, accountId) : null,
  ]);
  if (blacklisted) return refuse('blacklisted');
  if (trace.capacity?.refused) return refuse('capacity_full');

  const target = trace.did?.code === 'did_target' ? trace.did.target : null;
  if (target) {
    switch (target.type) {
      case 'extension':
        return extensionTarget(deps, accountId, target.id);
      case 'ring_group':
        return ringGroupTarget(deps, accountId, target.id);
      case 'customer_trunk':
        return customerTrunkTarget(deps, accountId, target.id, body.called_number);
      default:
        return { result: 'media', media: { kind: target.type, id: target.id, name: target.name } };
    }
  }

  if (trace.entry_id === null) {
    // An entry whose numbers both matched was passed over for its closed timeslot only.
    const closed = trace.routing.some(
      (entry) =>
        !entry.chosen &&
        entry.reasons.some((r) => r.code === 'route.a_matches' || r.code === 'route.a_any') &&
        entry.reasons.some((r) => r.code === 'route.b_matches' || r.code === 'route.b_any'),
    );
    return refuse(closed ? 'outside_timeslot' : 'no_route');
  }
  if (body.direction === 'inbound') return inboundEntryTarget(deps, accountId, trace.entry_id);

  if (usable.length === 0) return refuse('no_route');
  // Charged calls need the balance above minus the account's limit.
  const charged = (trace.client_rate?.cost_micros ?? 0) > 0;
  if (charged && money && money.balanceMinor + money.creditLimitMinor <= 0) return refuse('no_balance');
  const targets = await carrierTargets(reads, accountId, usable, before, judge);
  return {
    result: 'carriers',
    entry_id: trace.entry_id,
    targets,
    routing: carrierRoutes(targets),
    peers: carrierPeers(targets),
  };
}

/** Each usable trunk with the numbers its own rules make of the call. */
function carrierTargets(
  reads: RoutingReads,
  accountId: number,
  usable: UsableTrunk[],
  before: CallNumbers,
  judge: TimeslotJudge,
): Promise<SwitchCarrierTarget[]> {
  return Promise.all(
    usable.map(async ({ trunk, carrier }) => {
      const rules = await reads.rules(accountId, trunk.id);
      const { result } = appliedRules(rules, before, 'OUT', judge);
      return {
        carrier_id: carrier.id,
        carrier_name: carrier.carrierName,
        trunk_id: trunk.id,
        trunk_name: trunk.name,
        host: trunk.host,
        port: trunk.port,
        transport: 'udp' as const,
        calling_number: result.calling,
        called_number: result.called,
      };
    }),
  );
}
