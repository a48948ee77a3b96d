/**
 * An extension's digest credentials for the switch: HA1 = MD5(username:realm:password), worked out
 * from the sealed SIP password. The switch checks REGISTER and INVITE with it (auth module, HA1
 * flag) and never holds the password: HA1 opens no other realm and no console login.
 */
import { createHash } from 'node:crypto';
import type { SwitchAuthAnswer, SwitchAuthBody } from '@switchboard/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { extensions, pbxDomains } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { unseal } from '../lib/sealed.js';

/** The account's active extension `username` in domain `domain`, or null. */
export async function digestCredentials(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: number,
  body: SwitchAuthBody,
): Promise<SwitchAuthAnswer | null> {
  const [row] = await deps.db
    .select({ sealed: extensions.sipPasswordSealed })
    .from(extensions)
    .innerJoin(pbxDomains, and(eq(pbxDomains.id, extensions.domainId), eq(pbxDomains.accountId, accountId)))
    .where(
      and(
        eq(extensions.accountId, accountId),
        eq(extensions.extension, body.username),
        eq(pbxDomains.domain, body.domain),
        eq(extensions.isActive, true),
        isNotNull(extensions.sipPasswordSealed),
      ),
    );
  if (!row?.sealed) return null;
  const password = unseal(deps.config.jwtSecret, 'extension-sip-password', row.sealed);
  const ha1 = createHash('md5').update(`${body.username}:${body.domain}:${password}`).digest('hex');
  return { ha1 };
}
