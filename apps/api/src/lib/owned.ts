/**
 * Whether rows are the caller's account's: a nested resource's parent that is not answers 404, an id
 * a body names that is not answers 422 on its field. One query per table, whatever the ids.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Deps } from '../deps.js';
import type { TenantTable } from '../resources/drizzle-store.js';
import { invalid } from './http-error.js';

/** Which of `ids` are rows of `table` in account `accountId` (and `within`, when given). */
export async function ownedIds(
  deps: Deps,
  table: TenantTable,
  accountId: number,
  ids: readonly number[],
  within?: SQL,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = (await deps.db
    .select({ id: table.id })
    .from(table as never)
    .where(and(eq(table.accountId, accountId), inArray(table.id, [...ids]), within))) as { id: number }[];
  return new Set(rows.map((row) => row.id));
}

/** Whether row `id` of `table` is account `accountId`'s, and `within` when given (no id: no). */
export async function owns(
  deps: Deps,
  table: TenantTable,
  accountId: number,
  id: number | undefined,
  within?: SQL,
) {
  return id !== undefined && (await ownedIds(deps, table, accountId, [id], within)).has(id);
}

/**
 * An id a body names must be a row of the caller's account: 422 on `field` with 'Choose valid
 * {label}' otherwise (another account's row and a missing one answer alike). No id: nothing to check.
 * `within` narrows the rows that count when the account is not enough (a version of the path's flow).
 */
export async function checkOwned(
  { deps, accountId }: { deps: Deps; accountId: number },
  table: TenantTable,
  id: number | null | undefined,
  field: string,
  label: string,
  within?: SQL,
): Promise<void> {
  if (id === null || id === undefined) return;
  if (!(await owns(deps, table, accountId, id, within))) throw invalid(field, `Choose valid ${label}`);
}
