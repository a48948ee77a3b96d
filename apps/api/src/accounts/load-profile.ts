import { type Profile, toEuro } from '@switchboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Session } from '../app-env.js';
import { accounts, pbxUsers, rootUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { unauthorized } from '../lib/http-error.js';
import { balanceOf } from '../money/ledger.js';
import { toProfile } from '../serializers.js';

/**
 * The caller's profile: the owner's (or the user's) personal info with the account's balance, and
 * the account's company info.
 */
export async function loadProfile(deps: Pick<Deps, 'db'>, session: Session): Promise<Profile> {
  const [row] = await deps.db
    .select({ account: accounts, owner: rootUsers })
    .from(accounts)
    .innerJoin(rootUsers, eq(rootUsers.accountId, accounts.id))
    .where(eq(accounts.id, session.accountId));
  if (!row) throw unauthorized();
  let user = null;
  if (session.kind === 'user') {
    [user] = await deps.db
      .select()
      .from(pbxUsers)
      .where(and(eq(pbxUsers.id, session.subjectId), eq(pbxUsers.accountId, session.accountId)));
    if (!user) throw unauthorized();
  }
  // The balance is the ledger's sum (accounts.balance is no longer written).
  const balance = toEuro(await balanceOf(deps.db, session.accountId));
  return toProfile({
    ...row,
    account: { ...row.account, balance },
    user: user ?? null,
    isAdmin: session.isAdmin,
    impersonating: session.actorId !== null,
  });
}
