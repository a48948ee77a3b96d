/**
 * Whether rows are the caller's account's: a nested resource's parent that is not answers 404, an id
 * a body names that is not answers 422 on its field. One query per table, whatever the ids.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../deps.js';
import type { TenantTable } from '../resources/drizzle-store.js';

/** Which of `ids` are rows of `table` in account `accountId`. */
export async function ownedIds(
  deps: Deps,
  table: TenantTable,
  accountId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = (await deps.db
    .select({ id: table.id })
    .from(table as never)
    .where(and(eq(table.accountId, accountId), inArray(table.id, [...ids])))) as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

/** Whether row `id` of `table` is account `accountId`'s (no id: no). */
export async function owns(deps: Deps, table: TenantTable, accountId: number, id: number | undefined) {
  return id !== undefined && (await ownedIds(deps, table, accountId, [id])).has(id);
}
