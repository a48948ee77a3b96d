/**
 * What the simulator needs of the account for one graph: every timeslot (timeslot nodes and the
 * queues' rules judge them), the queues the graph names with their members, VIP and black numbers
 * and rules, and the names of the sound files, ring groups, extensions and voicemail boxes it shows.
 * Only the caller's account is read: an id of another account is simply not loaded, and the
 * simulator says so.
 */
import type { FlowGraph, SimulatedQueue, SimulationContext } from '@switchboard/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  extensions,
  pbxUsers,
  queueBlackNumbers,
  queueMembers,
  queueRules,
  queues,
  queueVipNumbers,
  ringGroups,
  soundFiles,
  timeslots,
  voicemails,
} from '../db/schema.js';
import type { Deps } from '../deps.js';
import { timeslotZones } from '../pbx-domains/zones.js';
import { toBlackNumber, toQueueMember, toQueueRule, toVipNumber } from '../queues/serialize.js';
import type { TenantTable } from '../resources/drizzle-store.js';

const idsOf = (graph: FlowGraph, pick: (data: Record<string, unknown>) => unknown) => [
  ...new Set(
    graph.nodes
      .map((node) => pick(node.data as Record<string, unknown>))
      .filter((id): id is number => typeof id === 'number'),
  ),
];

const byId = <T extends { id: number }, V>(rows: T[], value: (row: T) => V): Record<number, V> =>
  Object.fromEntries(rows.map((row) => [row.id, value(row)]));

async function loadQueues(
  deps: Deps,
  accountId: number,
  ids: number[],
): Promise<Record<number, SimulatedQueue>> {
  if (ids.length === 0) return {};
  const [rows, members, vip, black, rules] = await Promise.all([
    deps.db
      .select()
      .from(queues)
      .where(and(eq(queues.accountId, accountId), inArray(queues.id, ids))),
    deps.db
      .select({ member: queueMembers, username: pbxUsers.username })
      .from(queueMembers)
      .innerJoin(pbxUsers, eq(pbxUsers.id, queueMembers.userId))
      .where(and(eq(queueMembers.accountId, accountId), inArray(queueMembers.queueId, ids))),
    deps.db
      .select()
      .from(queueVipNumbers)
      .where(and(eq(queueVipNumbers.accountId, accountId), inArray(queueVipNumbers.queueId, ids))),
    deps.db
      .select()
      .from(queueBlackNumbers)
      .where(and(eq(queueBlackNumbers.accountId, accountId), inArray(queueBlackNumbers.queueId, ids))),
    deps.db
      .select()
      .from(queueRules)
      .where(and(eq(queueRules.accountId, accountId), inArray(queueRules.queueId, ids))),
  ]);
  return byId(rows, (queue) => ({
    queue: { name: queue.name, weight: queue.weight, is_active: queue.isActive ? 1 : 0 },
    members: members
      .filter((m) => m.member.queueId === queue.id)
      .map((m) => toQueueMember(m.member, m.username)),
    vipNumbers: vip.filter((v) => v.queueId === queue.id).map(toVipNumber),
    blackNumbers: black.filter((b) => b.queueId === queue.id).map(toBlackNumber),
    rules: rules.filter((r) => r.queueId === queue.id).map(toQueueRule),
  }));
}

/** Names by id of the account's rows of `table` among `ids`. */
async function namesOf(
  deps: Deps,
  accountId: number,
  table: TenantTable,
  label: PgColumn,
  ids: number[],
): Promise<Record<number, string>> {
  if (ids.length === 0) return {};
  const rows = (await deps.db
    .select({ id: table.id, name: label })
    .from(table as never)
    .where(and(eq(table.accountId, accountId), inArray(table.id, ids)))) as { id: number; name: string }[];
  return byId(rows, (row) => row.name);
}

export async function simulationContext(
  deps: Deps,
  accountId: number,
  graph: FlowGraph,
  /** The number the flow answers: it names the domain whose zone zoneless timeslots are read in. */
  flowNumber?: string,
): Promise<SimulationContext> {
  const ids = (field: string) => idsOf(graph, (data) => data[field]);
  const [slots, queueMap, sound_file, ring_group, extension, voicemail, timeslotZoneFallbacks] =
    await Promise.all([
      deps.db.select().from(timeslots).where(eq(timeslots.accountId, accountId)),
      loadQueues(deps, accountId, ids('queue_id')),
      namesOf(deps, accountId, soundFiles, soundFiles.filename, [
        ...ids('sound_file_id'),
        ...ids('prompt_sound_file_id'),
      ]),
      namesOf(deps, accountId, ringGroups, ringGroups.name, ids('ring_group_id')),
      namesOf(deps, accountId, extensions, extensions.extension, ids('extension_id')),
      namesOf(deps, accountId, voicemails, voicemails.name, ids('voicemail_id')),
      timeslotZones(deps.db, accountId, flowNumber || undefined),
    ]);
  return {
    timeslots: byId(slots, (slot) => ({
      description: slot.description,
      timezone: slot.timezone,
      hours: slot.hours,
      exceptions: slot.exceptions,
      is_active: slot.isActive ? 1 : 0,
    })),
    queues: queueMap,
    names: { sound_file, ring_group, extension, voicemail },
    timeslotZones: timeslotZoneFallbacks,
  };
}
