/**
 * The demo account's telephony: a carrier with a trunk, a rule and a small deck, a sell tariff,
 * the country destinations, an inbound and an outbound route, and a month of call records sent
 * through the same ingest (and rating) the switch uses.
 */

import type { CallRecordInput, DialStatus } from '@switchboard/contract';
import { MAX_INGEST_BATCH } from '@switchboard/contract';
import { ingestCalls } from '../calls/ingest.js';
import { carrierRates, carriers, carrierTrunks, routingEntries, trunkRules } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { seedDestinations } from '../routes/destinations.js';

/** Prefix, name, carrier and sell rate per minute in micro-units. */
const DECK: [string, string, number, number][] = [
  ['359', 'Bulgaria', 12_000, 25_000],
  ['35988', 'Bulgaria mobile A1', 45_000, 90_000],
  ['35989', 'Bulgaria mobile Vivacom', 45_000, 90_000],
  ['44', 'United Kingdom', 8_000, 20_000],
  ['447', 'United Kingdom mobile', 15_000, 40_000],
  ['49', 'Germany', 7_000, 18_000],
  ['1', 'United States / Canada', 5_000, 12_000],
];
const CALLS_PER_DAY = 40;
const DAYS = 30;
const STATUSES: DialStatus[] = [
  'answered',
  'answered',
  'answered',
  'answered',
  'busy',
  'no answer',
  'cancel',
  'congestion',
];

/** A small deterministic sequence: the demo looks the same on every start. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

export async function seedTelephonyDemo(deps: Pick<Deps, 'db' | 'clock'>, accountId: number): Promise<void> {
  const now = deps.clock.now();
  const stamp = { createdAt: now, updatedAt: now };
  const [carrier] = await deps.db
    .insert(carriers)
    .values({ accountId, carrierName: 'Demo Carrier', timezone: 'Europe/Sofia', username: 'demo', ...stamp })
    .returning({ id: carriers.id });
  if (!carrier) throw new Error('demo carrier not created');
  const [trunk] = await deps.db
    .insert(carrierTrunks)
    .values({
      accountId,
      carrierId: carrier.id,
      name: 'Primary',
      channels: 30,
      codecs: ['Alaw', 'G729'],
      host: 'sip.carrier.example',
      trunkType: 'Blended',
      ...stamp,
    })
    .returning({ id: carrierTrunks.id });
  if (!trunk) throw new Error('demo trunk not created');
  await deps.db.insert(trunkRules).values({
    accountId,
    carrierTrunkId: trunk.id,
    command: 'change_called',
    commandArg: '',
    direction: 'OUT',
    pointEnd: 2,
    calledPrefix: '00',
    ...stamp,
  });
  const rate = (prefix: string, name: string, micros: number, carrierId: number | null) => ({
    accountId,
    carrierId,
    prefix,
    prefixName: name,
    carrierRate: micros,
    effectiveDate: '2026-01-01',
    minimumTime: carrierId === null ? 60 : 1,
    restTime: carrierId === null ? 60 : 1,
    ...stamp,
  });
  await deps.db
    .insert(carrierRates)
    .values(
      DECK.flatMap(([prefix, name, buy, sell]) => [
        rate(prefix, name, buy, carrier.id),
        rate(prefix, name, sell, null),
      ]),
    );
  await seedDestinations(deps, accountId);
  await deps.db.insert(routingEntries).values([
    { accountId, direction: 'inbound', bRegexp: '^359', priority: 1, ...stamp },
    { accountId, direction: 'outbound', bRegexp: '^00', priority: 1, carrierId: carrier.id, ...stamp },
  ]);

  const next = sequence(accountId);
  const records: CallRecordInput[] = [];
  for (let day = DAYS; day >= 1; day--) {
    for (let i = 0; i < CALLS_PER_DAY; i++) {
      const [prefix] = DECK[Math.floor(next() * DECK.length)] as [string, ...unknown[]];
      const status = STATUSES[Math.floor(next() * STATUSES.length)] as DialStatus;
      const duration = status === 'answered' ? Math.floor(next() * 600) : Math.floor(next() * 30);
      const start = new Date(now.getTime() - day * 86_400_000 + Math.floor(next() * 86_400_000));
      const outbound = next() < 0.7;
      records.push({
        call_id: `demo-${day}-${i}`,
        calltype: outbound ? 'outbound' : 'inbound',
        calling_number: outbound ? '35924001122' : `${prefix}${Math.floor(1e6 + next() * 8e6)}`,
        called_number: outbound ? `${prefix}${Math.floor(1e6 + next() * 8e6)}` : '35924001122',
        callstart: start.toISOString(),
        callstop: new Date(start.getTime() + duration * 1000).toISOString(),
        dialstatus: status,
        duration,
        carrier_id: outbound ? carrier.id : null,
      });
      if (!outbound && status === 'answered' && next() < 0.4) records.push(...legsOf(records.at(-1), next));
    }
  }
  for (let i = 0; i < records.length; i += MAX_INGEST_BATCH) {
    await ingestCalls(deps, accountId, records.slice(i, i + MAX_INGEST_BATCH), { bill: false });
  }
}

/**
 * The reports' legs beneath an answered inbound call: it waited in a queue for an agent, and
 * some calls were then transferred to a colleague or forwarded to a mobile.
 */
function legsOf(call: CallRecordInput | undefined, next: () => number): CallRecordInput[] {
  if (!call) return [];
  const start = Date.parse(call.callstart);
  const stop = Date.parse(call.callstop);
  const handover = start + Math.floor((stop - start) / 2);
  const leg = (
    n: number,
    legType: 'queue' | 'transfer' | 'forward',
    from: number,
    to: number,
    called: string,
  ) => ({
    call_id: `${call.call_id}-leg-${n}`,
    parent_call_id: call.call_id,
    leg_type: legType,
    calltype: legType === 'forward' ? ('outbound' as const) : ('internal' as const),
    calling_number: call.calling_number,
    called_number: called,
    callstart: new Date(from).toISOString(),
    callstop: new Date(to).toISOString(),
    dialstatus: 'answered' as const,
    duration: Math.round((to - from) / 1000),
  });
  const roll = next();
  if (roll < 0.25)
    return [leg(1, 'queue', start, handover, '101'), leg(2, 'transfer', handover, stop, '102')];
  if (roll < 0.4)
    return [leg(1, 'queue', start, handover, '101'), leg(2, 'forward', handover, stop, '359888123456')];
  return [leg(1, 'queue', start, stop, '101')];
}
