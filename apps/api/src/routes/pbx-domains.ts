/**
 * The PBX's domains, registered from their resource declaration: the generic tenant store, hosts
 * stored lower-cased and unique per account, patterns checked by the body (RE2). A delete is refused
 * (409) for the account's default domain and for one users or extensions still belong to.
 */
import { type PbxDomain, pbxDomainResource } from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { and, count, eq } from 'drizzle-orm';
import { extensions, pbxDomains, pbxUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { httpError } from '../lib/http-error.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';

const toPbxDomain = (row: typeof pbxDomains.$inferSelect): PbxDomain => ({
  id: row.id,
  domain: row.domain,
  number_pattern: row.numberPattern,
  timezone: row.timezone,
  is_default: row.isDefault ? 1 : 0,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const DEFAULT_DOMAIN_UNDELETABLE = 'The default domain cannot be deleted.';

const inUseMessage = (host: string, users: number, extensionCount: number) =>
  `Domain ${host} is used by ${users} user(s) and ${extensionCount} extension(s); move them to another domain first.`;

/** 409 when the domain is the default or still has members; nothing when it is not the caller's (404 follows). */
async function checkDeletable({ deps, accountId }: StoreContext, id: number) {
  const [domain] = await deps.db
    .select()
    .from(pbxDomains)
    .where(and(eq(pbxDomains.id, id), eq(pbxDomains.accountId, accountId)));
  if (!domain) return;
  if (domain.isDefault) throw httpError(409, DEFAULT_DOMAIN_UNDELETABLE);
  const [[users], [exts]] = await Promise.all([
    deps.db.select({ n: count() }).from(pbxUsers).where(eq(pbxUsers.domainId, id)),
    deps.db.select({ n: count() }).from(extensions).where(eq(extensions.domainId, id)),
  ]);
  if ((users?.n ?? 0) > 0 || (exts?.n ?? 0) > 0)
    throw httpError(409, inUseMessage(domain.domain, users?.n ?? 0, exts?.n ?? 0));
}

const host = (value: string) => value.trim().toLowerCase();

/** A foreign key still pointing at the row (SQLSTATE 23503): a member joined after the check. */
const stillReferenced = (error: unknown): boolean => {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

export default function pbxDomainRoutes(deps: Deps) {
  const store = drizzleStore({
    resource: pbxDomainResource,
    table: pbxDomains,
    serialize: toPbxDomain,
    conflicts: { pbx_domains_account_domain_key: { field: 'domain', message: messages.unique('Domain') } },
    insert: (input) => ({
      domain: host(input.domain),
      numberPattern: input.number_pattern ?? '',
      timezone: input.timezone ?? null,
    }),
    changes: (input) => ({
      ...(input.domain !== undefined ? { domain: host(input.domain) } : {}),
      ...(input.number_pattern !== undefined ? { numberPattern: input.number_pattern } : {}),
      ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
    }),
  });
  const guarded: typeof store = {
    ...store,
    async delete(ctx, id) {
      await checkDeletable(ctx, id);
      try {
        return await store.delete(ctx, id);
      } catch (error) {
        // A user or extension joined between the check and the delete: the same 409 as the check's.
        if (stillReferenced(error)) await checkDeletable(ctx, id);
        throw error;
      }
    },
  };
  return registerResource(contractRoutes(deps), deps, pbxDomainResource, guarded).app;
}
