/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create a platform administrator at start (verified, with its own
 * account) when no user has that email; an existing user with that email is made administrator and
 * keeps their password. Without them nothing is seeded: there are no default credentials.
 */
import { eq } from 'drizzle-orm';
import { rootUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { createAccount, normalizeEmail } from './create-account.js';

export async function ensureAdmin(
  deps: Pick<Deps, 'db' | 'clock' | 'passwords' | 'log'>,
  email: string | undefined,
  password: string | undefined,
): Promise<void> {
  if (!email && !password) return;
  if (!email || !password) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (password.length < 8) throw new Error('ADMIN_PASSWORD must be at least 8 characters');
  const normalized = normalizeEmail(email);
  const [existing] = await deps.db.select().from(rootUsers).where(eq(rootUsers.email, normalized));
  if (!existing) {
    await createAccount(deps, {
      name: 'Administrator',
      email: normalized,
      password,
      verified: true,
      isAdmin: true,
    });
    deps.log.info(`admin ${normalized} created`);
  } else if (!existing.isAdmin) {
    await deps.db.update(rootUsers).set({ isAdmin: true }).where(eq(rootUsers.id, existing.id));
    deps.log.info(`admin ${normalized} promoted`);
  }
}
