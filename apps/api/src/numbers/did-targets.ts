/**
 * What a DID routes to: one of the account's flows, extensions, queues, ring groups, voicemail
 * boxes or own trunks. The target has no foreign key (it names a row of one of six tables), so every read joins
 * the target's table on the DID's account: a deleted target, or one of another account, reads as
 * none, and the DID shows and routes as not routed.
 */
import type { DidNumber, DidTarget, DidTargetType } from '@switchboard/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  customerTrunks,
  didNumbers,
  extensions,
  flows,
  queues,
  ringGroups,
  voicemails,
} from '../db/schema.js';
import type { Deps } from '../deps.js';
import type { TenantTable } from '../resources/drizzle-store.js';

/** Each target type's table (the read below names a row by its name, an extension by its number). */
const targetTables: Record<DidTargetType, TenantTable> = {
  flow: flows,
  extension: extensions,
  queue: queues,
  ring_group: ringGroups,
  voicemail: voicemails,
  customer_trunk: customerTrunks,
};

const joinOn = (type: DidTargetType) =>
  and(
    eq(didNumbers.targetType, type),
    eq(targetTables[type].id, didNumbers.targetId),
    eq(targetTables[type].accountId, didNumbers.accountId),
  );

type Row = typeof didNumbers.$inferSelect;

/** The DIDs matching `where`, each with the name of its target when the target exists. */
async function readWithTargetNames(deps: Deps, where: SQL | undefined) {
  return deps.db
    .select({
      did: didNumbers,
      flow: flows.name,
      extension: extensions.extension,
      queue: queues.name,
      ring_group: ringGroups.name,
      voicemail: voicemails.name,
      customer_trunk: customerTrunks.name,
    })
    .from(didNumbers)
    .leftJoin(flows, joinOn('flow'))
    .leftJoin(extensions, joinOn('extension'))
    .leftJoin(queues, joinOn('queue'))
    .leftJoin(ringGroups, joinOn('ring_group'))
    .leftJoin(voicemails, joinOn('voicemail'))
    .leftJoin(customerTrunks, joinOn('customer_trunk'))
    .where(where)
    .orderBy(asc(didNumbers.number), asc(didNumbers.id));
}

function targetOf(row: Awaited<ReturnType<typeof readWithTargetNames>>[number]): DidTarget | null {
  const { targetType: type, targetId: id } = row.did;
  if (type === null || id === null) return null;
  const name = row[type];
  return name === null || name === undefined ? null : { type, id, name };
}

/** Row → the wire shape, with the target found for it (null: not routed). */
export const toDidNumber = (row: Row, target: DidTarget | null): DidNumber => ({
  id: row.id,
  number: row.number,
  description: row.description,
  country: row.country,
  number_type: row.numberType,
  target_type: target?.type ?? null,
  target_id: target?.id ?? null,
  target_name: target?.name ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The DIDs matching `where` (which carries the account condition), as the API answers them. */
export async function readDidNumbers(deps: Deps, where: SQL | undefined): Promise<DidNumber[]> {
  return (await readWithTargetNames(deps, where)).map((row) => toDidNumber(row.did, targetOf(row)));
}

/** Whether `id` is a row of the target type's table in the account. */
export async function targetExists(deps: Deps, accountId: number, type: DidTargetType, id: number) {
  const table = targetTables[type];
  const [row] = (await deps.db
    .select({ id: table.id })
    .from(table as never)
    .where(and(eq(table.accountId, accountId), eq(table.id, id)))) as { id: number }[];
  return row !== undefined;
}

/**
 * What two numbers that are the same DID share: stored numbers keep the + the account typed, a
 * number on a call may come with or without it.
 */
export const numberKey = (number: string) => number.replace(/^\+/, '');

/** The stored forms a DID that is `number` may have ([] for no number). */
export function didNumberForms(number: string): string[] {
  const digits = numberKey(number);
  return digits === '' ? [] : [digits, `+${digits}`];
}

/** The account's DID that is `called`, if any (with or without its +). */
export async function didOfCalledNumber(deps: Deps, accountId: number, called: string) {
  const forms = didNumberForms(called);
  if (forms.length === 0) return undefined;
  const found = await readDidNumbers(
    deps,
    and(eq(didNumbers.accountId, accountId), inArray(didNumbers.number, forms)),
  );
  return found[0];
}
