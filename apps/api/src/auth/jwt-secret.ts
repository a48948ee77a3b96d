/**
 * The HS256 key for access tokens. JWT_SECRET wins when set (at least 32 characters). Otherwise a
 * random secret is generated once and kept in the `settings` table, so restarts and every instance
 * on the same database agree without configuration, and no default secret exists to leak.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { settings } from '../db/schema.js';

const KEY = 'jwt_secret';
const MIN_LENGTH = 32;

export async function resolveJwtSecret(db: Database, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_LENGTH} characters`);
    return new TextEncoder().encode(fromEnv);
  }
  // Insert-if-absent, then read: two instances starting together end up with the same secret.
  await db
    .insert(settings)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  if (!row) throw new Error('JWT secret could not be stored');
  return new TextEncoder().encode(row.value);
}
