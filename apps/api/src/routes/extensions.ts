/**
 * Internal numbers (extensions), the account's presentation numbers and the free-extension lists.
 * Every query is scoped to the caller's account; other accounts' ids answer 404.
 */
import { apiMessages, endpoints as ep } from '@switchboard/contract';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Database } from '../db/database.js';
import { didNumbers, extensions, pbxUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { invalid, notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { authenticate } from '../middleware/authenticate.js';
import { jsonBody } from '../middleware/json-body.js';
import { toExtension } from '../serializers.js';

async function selectExtensions(db: Database, accountId: number, where?: SQL) {
  const rows = await db
    .select()
    .from(extensions)
    .where(and(eq(extensions.accountId, accountId), where))
    .orderBy(asc(extensions.id));
  return rows.map(toExtension);
}

async function selectExtension(db: Database, accountId: number, id: number) {
  const [extension] = await selectExtensions(db, accountId, eq(extensions.id, id));
  if (!extension) throw notFound();
  return extension;
}

/** Extensions no user holds, plus (for an edit dialog) the one `userId` holds. */
async function freeExtensions(db: Database, accountId: number, userId?: number) {
  const rows = await db
    .select({ extension: extensions })
    .from(extensions)
    .leftJoin(pbxUsers, eq(pbxUsers.extensionId, extensions.id))
    .where(
      and(
        eq(extensions.accountId, accountId),
        userId === undefined ? isNull(pbxUsers.id) : or(isNull(pbxUsers.id), eq(pbxUsers.id, userId)),
      ),
    )
    .orderBy(asc(extensions.id));
  return rows.map((row) => toExtension(row.extension));
}

/** A presentation number must be one of the account's own numbers: no spoofing other callers. */
async function checkPresentationNumber(db: Database, accountId: number, number: string | null | undefined) {
  if (number === null || number === undefined) return;
  const [row] = await db
    .select({ id: didNumbers.id })
    .from(didNumbers)
    .where(and(eq(didNumbers.accountId, accountId), eq(didNumbers.number, number)));
  if (!row) throw invalid('presentation_number', 'Choose valid Presentation number');
}

function rethrowConflicts(error: unknown): never {
  if (isUniqueViolation(error, 'extensions_account_extension_key'))
    throw invalid('extension', apiMessages.extensionTaken);
  throw error;
}

export function extensionRoutes(deps: Deps) {
  const verified = authenticate(deps, 'verified');

  return new Hono<AppEnv>()
    .on(ep.listExtensions.method, ep.listExtensions.path, verified, async (c) =>
      c.json(await selectExtensions(deps.db, c.get('session').accountId)),
    )

    .on(ep.getExtension.method, ep.getExtension.path, verified, async (c) =>
      c.json([await selectExtension(deps.db, c.get('session').accountId, idParam(c))]),
    )

    .on(
      ep.createExtension.method,
      ep.createExtension.path,
      verified,
      jsonBody(ep.createExtension.body),
      async (c) => {
        const { accountId } = c.get('session');
        const input = c.req.valid('json');
        await checkPresentationNumber(deps.db, accountId, input.presentation_number);
        const now = deps.clock.now();
        let created: typeof extensions.$inferSelect | undefined;
        try {
          [created] = await deps.db
            .insert(extensions)
            .values({
              accountId,
              extension: input.extension,
              passwordHash: await deps.passwords.hash(input.password),
              description: input.description?.trim() ?? '',
              // Spec §9: is_active and status default to 1.
              isActive: input.is_active !== 0,
              status: input.status ?? 1,
              presentationNumber: input.presentation_number ?? null,
              domain: input.domain ?? null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
        } catch (error) {
          rethrowConflicts(error);
        }
        if (!created) throw new Error('extension not created');
        return c.json(toExtension(created), 201);
      },
    )

    .on(
      ep.updateExtension.method,
      ep.updateExtension.path,
      verified,
      jsonBody(ep.updateExtension.body),
      async (c) => {
        const { accountId } = c.get('session');
        const id = idParam(c);
        const input = c.req.valid('json');
        await selectExtension(deps.db, accountId, id);
        await checkPresentationNumber(deps.db, accountId, input.presentation_number);
        let updated: typeof extensions.$inferSelect | undefined;
        try {
          [updated] = await deps.db
            .update(extensions)
            .set({
              // Spec §5: a null extension and an empty password keep what is stored.
              ...(input.extension ? { extension: input.extension } : {}),
              ...(input.password ? { passwordHash: await deps.passwords.hash(input.password) } : {}),
              ...(input.description !== undefined ? { description: input.description.trim() } : {}),
              ...(input.is_active !== undefined ? { isActive: input.is_active === 1 } : {}),
              ...(input.status !== undefined ? { status: input.status } : {}),
              ...(input.presentation_number !== undefined
                ? { presentationNumber: input.presentation_number }
                : {}),
              ...(input.domain !== undefined ? { domain: input.domain } : {}),
              updatedAt: deps.clock.now(),
            })
            .where(and(eq(extensions.id, id), eq(extensions.accountId, accountId)))
            .returning();
        } catch (error) {
          rethrowConflicts(error);
        }
        if (!updated) throw notFound();
        return c.json(toExtension(updated));
      },
    )

    .on(ep.deleteExtension.method, ep.deleteExtension.path, verified, async (c) => {
      const [deleted] = await deps.db
        .delete(extensions)
        .where(and(eq(extensions.id, idParam(c)), eq(extensions.accountId, c.get('session').accountId)))
        .returning({ id: extensions.id });
      if (!deleted) throw notFound();
      return c.json(deleted);
    })

    .on(ep.presentationNumbers.method, ep.presentationNumbers.path, verified, async (c) => {
      const rows = await deps.db
        .select({ id: didNumbers.id, number: didNumbers.number, description: didNumbers.description })
        .from(didNumbers)
        .where(eq(didNumbers.accountId, c.get('session').accountId))
        .orderBy(asc(didNumbers.number));
      return c.json(rows);
    })

    .on(ep.freeExtensions.method, ep.freeExtensions.path, verified, async (c) =>
      c.json(await freeExtensions(deps.db, c.get('session').accountId)),
    )

    .on(ep.freeExtensionsForUser.method, ep.freeExtensionsForUser.path, verified, async (c) => {
      const { accountId } = c.get('session');
      const userId = idParam(c);
      const [user] = await deps.db
        .select({ id: pbxUsers.id })
        .from(pbxUsers)
        .where(and(eq(pbxUsers.id, userId), eq(pbxUsers.accountId, accountId)));
      if (!user) throw notFound();
      return c.json(await freeExtensions(deps.db, accountId, userId));
    });
}
