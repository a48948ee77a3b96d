/**
 * Users within an account (hosted PBX users), registered from their resource declaration. What is
 * special about them: reads join the extension's number, an extension may be given only if it is
 * the account's and free, and a deactivation, a new password or a deletion ends the user's sessions.
 */
import { apiMessages, pbxUserResource } from '@switchboard/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { revokeSubjectSessions } from '../auth/sessions.js';
import { extensions, pbxDomains, pbxUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid } from '../lib/http-error.js';
import { chosenDomainId } from '../pbx-domains/domains.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';
import { toPbxUser } from '../serializers.js';

const EXTENSION_TAKEN = 'Extension is already assigned.';

/** The users matching `where` (account-scoped) with their extension numbers. */
async function readUsers({ deps, accountId }: StoreContext, where: SQL | undefined) {
  const rows = await deps.db
    .select({ user: pbxUsers, extension: extensions.extension, domain: pbxDomains.domain })
    .from(pbxUsers)
    .innerJoin(pbxDomains, eq(pbxDomains.id, pbxUsers.domainId))
    .leftJoin(extensions, and(eq(extensions.id, pbxUsers.extensionId), eq(extensions.accountId, accountId)))
    .where(where)
    .orderBy(asc(pbxUsers.id));
  return rows.map((row) => toPbxUser(row.user, row.extension, row.domain));
}

/** An extension may be given to a user only if it is this account's and nobody else has it. */
async function checkExtension({ deps, accountId }: StoreContext, extensionId: unknown, userId?: number) {
  if (typeof extensionId !== 'number') return;
  const [row] = await deps.db
    .select({ id: extensions.id, holder: pbxUsers.id })
    .from(extensions)
    .leftJoin(pbxUsers, eq(pbxUsers.extensionId, extensions.id))
    .where(and(eq(extensions.id, extensionId), eq(extensions.accountId, accountId)));
  if (!row) throw invalid('extension_id', 'Choose valid Extension');
  if (row.holder !== null && row.holder !== userId) throw invalid('extension_id', EXTENSION_TAKEN);
}

const signOut = (deps: Deps, id: number, reason: string) =>
  revokeSubjectSessions(deps, { kind: 'user', subjectId: id }, reason);

export default function pbxUserRoutes(deps: Deps) {
  const store = drizzleStore({
    resource: pbxUserResource,
    table: pbxUsers,
    // Every read goes through readUsers (the joins); this is only the store's fallback.
    serialize: (row: typeof pbxUsers.$inferSelect) => toPbxUser(row, null, ''),
    read: readUsers,
    conflicts: {
      pbx_users_account_username_key: { field: 'username', message: apiMessages.usernameTaken },
      pbx_users_extension_key: { field: 'extension_id', message: EXTENSION_TAKEN },
    },
    insert: async (input, { accountId }) => ({
      username: input.username.trim(),
      passwordHash: await deps.passwords.hash(input.password),
      description: input.description.trim(),
      extensionId: input.extension_id ?? null,
      timezone: input.timezone ?? null,
      domainId: await chosenDomainId(deps.db, accountId, input.domain_id ?? null),
      isActive: input.is_active !== 0,
    }),
    // Spec §5: username, description and password change only when filled; `extension` is ignored.
    changes: async (input, { accountId }) => ({
      ...(input.username?.trim() ? { username: input.username.trim() } : {}),
      ...(input.description ? { description: input.description.trim() } : {}),
      ...(input.password ? { passwordHash: await deps.passwords.hash(input.password) } : {}),
      ...(input.extension_id !== undefined ? { extensionId: input.extension_id } : {}),
      ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      ...(input.domain_id !== undefined
        ? { domainId: await chosenDomainId(deps.db, accountId, input.domain_id) }
        : {}),
      ...(input.is_active !== undefined ? { isActive: input.is_active === 1 } : {}),
    }),
    hooks: {
      beforeWrite: (ctx, input, id) => checkExtension(ctx, input.extension_id, id),
      // A deactivated user or a new password ends the user's sessions.
      afterUpdate: async ({ deps }, id, input) => {
        if (input.is_active === 0 || input.password) await signOut(deps, id, 'user updated by owner');
      },
      afterDelete: ({ deps }, id) => signOut(deps, id, 'user deleted'),
    },
  });
  return registerResource(contractRoutes(deps), deps, pbxUserResource, store).app;
}
