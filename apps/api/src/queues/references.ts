/** A sound file a queue or ring-group body names must be the account's, of its kind (422 otherwise). */
import { and, eq } from 'drizzle-orm';
import { soundFiles } from '../db/schema.js';
import { invalid } from '../lib/http-error.js';
import type { StoreContext } from '../resources/store.js';

/** `id` must be a sound file of the account, of `filetype` when given (music on hold: 'moh'). */
export async function checkSoundFile(
  { deps, accountId }: StoreContext,
  id: number | null | undefined,
  field: string,
  filetype?: 'flow' | 'moh',
) {
  if (id === null || id === undefined) return;
  const [row] = await deps.db
    .select({ id: soundFiles.id })
    .from(soundFiles)
    .where(
      and(
        eq(soundFiles.id, id),
        eq(soundFiles.accountId, accountId),
        filetype ? eq(soundFiles.filetype, filetype) : undefined,
      ),
    );
  if (!row) throw invalid(field, 'Choose valid Sound file');
}
