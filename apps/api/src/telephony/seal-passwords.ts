/**
 * Carrier passwords written before they were sealed at rest (lib/sealed.ts) are sealed once, at
 * start, so no clear one stays in the database. Each row is updated only if it still holds the
 * clear value read, so two instances starting together seal it once.
 */
import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import { carriers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { seal } from '../lib/sealed.js';

export async function sealCarrierPasswords(deps: Pick<Deps, 'db' | 'config'>): Promise<number> {
  const clear = await deps.db
    .select({ id: carriers.id, password: carriers.password })
    .from(carriers)
    .where(and(isNotNull(carriers.password), notLike(carriers.password, 's1.%')));
  for (const { id, password } of clear) {
    if (password === null || password === '') continue;
    await deps.db
      .update(carriers)
      .set({ password: seal(deps.config.jwtSecret, 'carrier-password', password) })
      .where(and(eq(carriers.id, id), eq(carriers.password, password)));
  }
  return clear.length;
}
