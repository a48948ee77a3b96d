/**
 * The account's default PBX domain (made with the account, joined by users and extensions that name
 * none) and the check that a domain a body names is the caller's.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { pbxDomains } from '../db/schema.js';
import { invalid } from '../lib/http-error.js';

/** The default domain's host: unique across accounts, under a name that resolves nowhere public. */
export const defaultDomainHost = (accountId: number) => `account-${accountId}.pbx.local`;

/** Creates the account's default domain (inside the transaction that creates the account). */
export async function insertDefaultDomain(db: Database, accountId: number, now: Date): Promise<number> {
  const [row] = await db
    .insert(pbxDomains)
    .values({
      accountId,
      domain: defaultDomainHost(accountId),
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: pbxDomains.id });
  if (!row) throw new Error('default domain not created');
  return row.id;
}

/** The id of the account's default domain (made with the account, so always there). */
export async function defaultDomainId(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ id: pbxDomains.id })
    .from(pbxDomains)
    .where(and(eq(pbxDomains.accountId, accountId), eq(pbxDomains.isDefault, true)));
  if (!row) throw new Error(`account ${accountId} has no default domain`);
  return row.id;
}

/**
 * The domain a user or extension body names: its own id when it is the account's, the default for
 * null; another account's or a missing id is a 422 on `domain_id` (as a foreign extension_id is).
 */
export async function chosenDomainId(
  db: Database,
  accountId: number,
  domainId: number | null,
): Promise<number> {
  if (domainId === null) return defaultDomainId(db, accountId);
  const [row] = await db
    .select({ id: pbxDomains.id })
    .from(pbxDomains)
    .where(and(eq(pbxDomains.id, domainId), eq(pbxDomains.accountId, accountId)));
  if (!row) throw invalid('domain_id', 'Choose valid Domain');
  return row.id;
}
