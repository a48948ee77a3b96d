/**
 * Users within an account (hosted PBX users). Every query carries `account_id = caller's account`:
 * another account's ids answer 404, exactly like ids that do not exist.
 */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import { revokeSubjectSessions } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import { extensions, pbxUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { invalid, notFound } from '../lib/http-error.js';
import { idParam, likePattern } from '../lib/params.js';
import { authenticate } from '../middleware/authenticate.js';
import { jsonBody } from '../middleware/json-body.js';
import { toPbxUser } from '../serializers.js';

/** The account's users with their extension numbers, filtered by `where`. */
async function selectUsers(db: Database, accountId: number, where?: SQL) {
  const rows = await db
    .select({ user: pbxUsers, extension: extensions.extension })
    .from(pbxUsers)
    .leftJoin(extensions, and(eq(extensions.id, pbxUsers.extensionId), eq(extensions.accountId, accountId)))
    .where(and(eq(pbxUsers.accountId, accountId), where))
    .orderBy(asc(pbxUsers.id));
  return rows.map((row) => toPbxUser(row.user, row.extension));
}

async function selectUser(db: Database, accountId: number, id: number) {
  const [user] = await selectUsers(db, accountId, eq(pbxUsers.id, id));
  if (!user) throw notFound();
  return user;
}

/** An extension may be given to a user only if it is this account's and nobody else has it. */
async function checkExtension(
  db: Database,
  accountId: number,
  extensionId: number | null | undefined,
  userId?: number,
) {
  if (extensionId === null || extensionId === undefined) return;
  const [row] = await db
    .select({ id: extensions.id, holder: pbxUsers.id })
    .from(extensions)
    .leftJoin(pbxUsers, eq(pbxUsers.extensionId, extensions.id))
    .where(and(eq(extensions.id, extensionId), eq(extensions.accountId, accountId)));
  if (!row) throw invalid('extension_id', 'Choose valid Extension');
  if (row.holder !== null && row.holder !== userId)
    throw invalid('extension_id', 'Extension is already assigned.');
}

function rethrowConflicts(error: unknown): never {
  if (isUniqueViolation(error, 'pbx_users_account_username_key'))
    throw invalid('username', apiMessages.usernameTaken);
  if (isUniqueViolation(error, 'pbx_users_extension_key'))
    throw invalid('extension_id', 'Extension is already assigned.');
  throw error;
}

export function pbxUserRoutes(deps: Deps) {
  const verified = authenticate(deps, 'verified');

  return new Hono<AppEnv>()
    .on(ep.listPbxUsers.method, ep.listPbxUsers.path, verified, async (c) =>
      c.json(await selectUsers(deps.db, c.get('session').accountId)),
    )

    .on(
      ep.searchPbxUsers.method,
      ep.searchPbxUsers.path,
      verified,
      jsonBody(ep.searchPbxUsers.body),
      async (c) => {
        const input = c.req.valid('json');
        const search = input.search?.trim();
        const filters = and(
          search
            ? or(
                ilike(pbxUsers.username, likePattern(search)),
                ilike(pbxUsers.description, likePattern(search)),
              )
            : undefined,
          input.is_active !== undefined ? eq(pbxUsers.isActive, input.is_active === 1) : undefined,
        );
        return c.json(await selectUsers(deps.db, c.get('session').accountId, filters));
      },
    )

    .on(ep.getPbxUser.method, ep.getPbxUser.path, verified, async (c) =>
      // Spec §7: an array whose first item is the user.
      c.json([await selectUser(deps.db, c.get('session').accountId, idParam(c))]),
    )

    .on(
      ep.createPbxUser.method,
      ep.createPbxUser.path,
      verified,
      jsonBody(ep.createPbxUser.body),
      async (c) => {
        const { accountId } = c.get('session');
        const input = c.req.valid('json');
        await checkExtension(deps.db, accountId, input.extension_id);
        const now = deps.clock.now();
        let created: { id: number } | undefined;
        try {
          [created] = await deps.db
            .insert(pbxUsers)
            .values({
              accountId,
              username: input.username.trim(),
              passwordHash: await deps.passwords.hash(input.password),
              description: input.description.trim(),
              extensionId: input.extension_id ?? null,
              timezone: input.timezone ?? null,
              domain: input.domain ?? null,
              isActive: input.is_active !== 0,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: pbxUsers.id });
        } catch (error) {
          rethrowConflicts(error);
        }
        if (!created) throw new Error('user not created');
        return c.json(await selectUser(deps.db, accountId, created.id), 201);
      },
    )

    .on(
      ep.updatePbxUser.method,
      ep.updatePbxUser.path,
      verified,
      jsonBody(ep.updatePbxUser.body),
      async (c) => {
        const { accountId } = c.get('session');
        const id = idParam(c);
        const input = c.req.valid('json');
        await selectUser(deps.db, accountId, id);
        await checkExtension(deps.db, accountId, input.extension_id, id);
        const username = input.username?.trim();
        try {
          await deps.db
            .update(pbxUsers)
            .set({
              // Spec §5: username, description and password change only when filled.
              ...(username ? { username } : {}),
              ...(input.description ? { description: input.description.trim() } : {}),
              ...(input.password ? { passwordHash: await deps.passwords.hash(input.password) } : {}),
              ...(input.extension_id !== undefined ? { extensionId: input.extension_id } : {}),
              ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
              ...(input.domain !== undefined ? { domain: input.domain } : {}),
              ...(input.is_active !== undefined ? { isActive: input.is_active === 1 } : {}),
              updatedAt: deps.clock.now(),
            })
            .where(and(eq(pbxUsers.id, id), eq(pbxUsers.accountId, accountId)));
        } catch (error) {
          rethrowConflicts(error);
        }
        // A deactivated user or a new password ends the user's sessions (the caller's own survives
        // only if it is not one of them).
        if (input.is_active === 0 || input.password) {
          await revokeSubjectSessions(deps, { kind: 'user', subjectId: id }, 'user updated by owner');
        }
        return c.json(await selectUser(deps.db, accountId, id));
      },
    )

    .on(ep.deletePbxUser.method, ep.deletePbxUser.path, verified, async (c) => {
      const { accountId } = c.get('session');
      const [deleted] = await deps.db
        .delete(pbxUsers)
        .where(and(eq(pbxUsers.id, idParam(c)), eq(pbxUsers.accountId, accountId)))
        .returning({ id: pbxUsers.id });
      if (!deleted) throw notFound();
      await revokeSubjectSessions(deps, { kind: 'user', subjectId: deleted.id }, 'user deleted');
      return c.json(deleted);
    });
}
