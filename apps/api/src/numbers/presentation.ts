/** Presentation numbers: what an extension or internal number shows the called party. */
import { and, eq } from 'drizzle-orm';
import { didNumbers } from '../db/schema.js';
import { invalid } from '../lib/http-error.js';
import type { StoreContext } from '../resources/store.js';

/** A presentation number must be one of the account's own numbers: no spoofing other callers. */
export async function checkPresentationNumber(
  { deps, accountId }: StoreContext,
  number: string | null | undefined,
) {
  if (number === null || number === undefined) return;
  const [row] = await deps.db
    .select({ id: didNumbers.id })
    .from(didNumbers)
    .where(and(eq(didNumbers.accountId, accountId), eq(didNumbers.number, number)));
  if (!row) throw invalid('presentation_number', 'Choose valid Presentation number');
}
