/**
 * Internal numbers (extensions), registered from their resource declaration, and beside them the
 * account's presentation numbers and the free-extension lists (plain table endpoints). Every query
 * is scoped to the caller's account; other accounts' ids answer 404.
 */
import { apiMessages, endpoints as ep, extensionResource } from '@switchboard/contract';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { didNumbers, extensions, pbxDomains, pbxUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { seal } from '../lib/sealed.js';
import { checkPresentationNumber } from '../numbers/presentation.js';
import { chosenDomainId } from '../pbx-domains/domains.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';
import { toExtension } from '../serializers.js';

/** Extensions no user holds, plus (for an edit dialog) the one `userId` holds. */
async function freeExtensions(db: Database, accountId: number, userId?: number) {
  const rows = await db
    .select({ extension: extensions, domain: pbxDomains.domain })
    .from(extensions)
    .innerJoin(pbxDomains, eq(pbxDomains.id, extensions.domainId))
    .leftJoin(pbxUsers, eq(pbxUsers.extensionId, extensions.id))
    .where(
      and(
        eq(extensions.accountId, accountId),
        userId === undefined ? isNull(pbxUsers.id) : or(isNull(pbxUsers.id), eq(pbxUsers.id, userId)),
      ),
    )
    .orderBy(asc(extensions.id));
  return rows.map((row) => toExtension(row.extension, row.domain));
}

/** The extensions matching `where` (account-scoped) with their domain's host. */
async function readExtensions({ deps }: StoreContext, where: SQL | undefined) {
  const rows = await deps.db
    .select({ extension: extensions, domain: pbxDomains.domain })
    .from(extensions)
    .innerJoin(pbxDomains, eq(pbxDomains.id, extensions.domainId))
    .where(where)
    .orderBy(asc(extensions.id));
  return rows.map((row) => toExtension(row.extension, row.domain));
}

export default function extensionRoutes(deps: Deps) {
  const store = drizzleStore({
    resource: extensionResource,
    table: extensions,
    // Every read goes through readExtensions (the domain's host); this is only the store's fallback.
    serialize: (row: typeof extensions.$inferSelect) => toExtension(row, ''),
    read: readExtensions,
    conflicts: {
      extensions_account_extension_key: { field: 'extension', message: apiMessages.extensionTaken },
    },
    insert: async (input, { accountId }) => ({
      extension: input.extension,
      passwordHash: await deps.passwords.hash(input.password),
      sipPasswordSealed: seal(deps.config.jwtSecret, 'extension-sip-password', input.password),
      description: input.description?.trim() ?? '',
      // Spec §9: is_active and status default to 1.
      isActive: input.is_active !== 0,
      status: input.status ?? 1,
      presentationNumber: input.presentation_number ?? null,
      domainId: await chosenDomainId(deps.db, accountId, input.domain_id ?? null),
    }),
    // Spec §5: a null extension and an empty password keep what is stored.
    changes: async (input, { accountId }) => ({
      ...(input.extension ? { extension: input.extension } : {}),
      ...(input.password
        ? {
            passwordHash: await deps.passwords.hash(input.password),
            sipPasswordSealed: seal(deps.config.jwtSecret, 'extension-sip-password', input.password),
          }
        : {}),
      ...(input.description !== undefined ? { description: input.description.trim() } : {}),
      ...(input.is_active !== undefined ? { isActive: input.is_active === 1 } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.presentation_number !== undefined ? { presentationNumber: input.presentation_number } : {}),
      ...(input.domain_id !== undefined
        ? { domainId: await chosenDomainId(deps.db, accountId, input.domain_id) }
        : {}),
    }),
    hooks: {
      beforeWrite: (ctx, input) => checkPresentationNumber(ctx, input.presentation_number),
    },
  });

  return registerResource(contractRoutes(deps), deps, extensionResource, store)
    .on(ep.presentationNumbers, async (c) => {
      const rows = await deps.db
        .select({ id: didNumbers.id, number: didNumbers.number, description: didNumbers.description })
        .from(didNumbers)
        .where(eq(didNumbers.accountId, c.get('session').accountId))
        .orderBy(asc(didNumbers.number));
      return c.json(rows);
    })
    .on(ep.freeExtensions, async (c) => c.json(await freeExtensions(deps.db, c.get('session').accountId)))
    .on(ep.freeExtensionsForUser, async (c) => {
      const { accountId } = c.get('session');
      const userId = idParam(c);
      const [user] = await deps.db
        .select({ id: pbxUsers.id })
        .from(pbxUsers)
        .where(and(eq(pbxUsers.id, userId), eq(pbxUsers.accountId, accountId)));
      if (!user) throw notFound();
      return c.json(await freeExtensions(deps.db, accountId, userId));
    }).app;
}
