/**
 * The phones registered at the account's switch: the switch reports each REGISTER it accepted (and
 * each unregister), the switch page lists those not yet expired. Registrations themselves stay in
 * the switch's memory; this is what it said, for the owner to see.
 */
import type { SwitchRegistration, SwitchRegistrationBody } from '@switchboard/contract';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { switchRegistrations } from '../db/schema.js';
import type { Deps } from '../deps.js';

export async function recordRegistration(deps: Deps, accountId: number, body: SwitchRegistrationBody) {
  const now = deps.clock.now();
  const key = and(
    eq(switchRegistrations.accountId, accountId),
    eq(switchRegistrations.username, body.username),
    eq(switchRegistrations.domain, body.domain),
    eq(switchRegistrations.contact, body.contact),
  );
  // Expired rows go as the switch reports anything, so the table holds what is live.
  await deps.db
    .delete(switchRegistrations)
    .where(and(eq(switchRegistrations.accountId, accountId), lte(switchRegistrations.expiresAt, now)));
  if (body.expires === 0) {
    await deps.db.delete(switchRegistrations).where(key);
    return;
  }
  const expiresAt = new Date(now.getTime() + body.expires * 1000);
  await deps.db
    .insert(switchRegistrations)
    .values({ accountId, username: body.username, domain: body.domain, contact: body.contact, expiresAt })
    .onConflictDoUpdate({
      target: [
        switchRegistrations.accountId,
        switchRegistrations.username,
        switchRegistrations.domain,
        switchRegistrations.contact,
      ],
      set: { expiresAt },
    });
}

/** The account's phones registered now, by extension. */
export async function liveRegistrations(deps: Deps, accountId: number): Promise<SwitchRegistration[]> {
  const rows = await deps.db
    .select()
    .from(switchRegistrations)
    .where(
      and(eq(switchRegistrations.accountId, accountId), gt(switchRegistrations.expiresAt, deps.clock.now())),
    )
    .orderBy(asc(switchRegistrations.username), asc(switchRegistrations.contact));
  return rows.map((row) => ({
    username: row.username,
    domain: row.domain,
    contact: row.contact,
    expires_at: row.expiresAt.toISOString(),
  }));
}
