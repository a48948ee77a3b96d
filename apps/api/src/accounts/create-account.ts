import { apiMessages } from '@switchboard/contract';
import { accounts, rootUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { invalid } from '../lib/http-error.js';
import { insertDefaultDomain } from '../pbx-domains/domains.js';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  verified?: boolean;
  isAdmin?: boolean;
}

export interface CreatedAccount {
  accountId: number;
  owner: { id: number; name: string; email: string; isAdmin: boolean };
}

/** Emails are compared lower-cased and trimmed everywhere. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Creates a tenant, its owner and its default PBX domain in one transaction; a taken email is a 422 on `email`. */
export async function createAccount(
  deps: Pick<Deps, 'db' | 'clock' | 'passwords'>,
  input: NewAccount,
): Promise<CreatedAccount> {
  const email = normalizeEmail(input.email);
  const passwordHash = await deps.passwords.hash(input.password);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({ createdAt: now, updatedAt: now })
        .returning({ id: accounts.id });
      if (!account) throw new Error('account not created');
      await insertDefaultDomain(tx, account.id, now);
      const [owner] = await tx
        .insert(rootUsers)
        .values({
          accountId: account.id,
          name: input.name.trim(),
          email,
          passwordHash,
          isAdmin: input.isAdmin === true,
          emailVerifiedAt: input.verified ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({
          id: rootUsers.id,
          name: rootUsers.name,
          email: rootUsers.email,
          isAdmin: rootUsers.isAdmin,
        });
      if (!owner) throw new Error('owner not created');
      return { accountId: account.id, owner };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'root_users_email_unique')) throw invalid('email', apiMessages.emailTaken);
    throw error;
  }
}
