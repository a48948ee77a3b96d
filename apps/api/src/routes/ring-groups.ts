/**
 * Ring groups and their members, registered from their resource declarations, and the reorder of
 * the members (the ordered strategy rings them by `position`). Members live under a ring group: a
 * group that is not the caller's answers 404 like a missing one. A member's user and the group's
 * music on hold must be the account's (422 otherwise).
 */
import { endpoints as ep, ringGroupMemberResource, ringGroupResource } from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { ringGroupMembers, ringGroups } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid, notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { checkUser, ownsRingGroup } from '../queues/owners.js';
import { checkSoundFile } from '../queues/references.js';
import { toRingGroup, toRingGroupMember } from '../queues/serialize.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';

/** Members in ringing order. */
async function readMembers(ctx: StoreContext, where: SQL | undefined) {
  const rows = await ctx.deps.db
    .select()
    .from(ringGroupMembers)
    .where(where)
    .orderBy(asc(ringGroupMembers.position), asc(ringGroupMembers.id));
  return rows.map(toRingGroupMember);
}

export default function ringGroupRoutes(deps: Deps) {
  const groupStore = drizzleStore({
    resource: ringGroupResource,
    table: ringGroups,
    serialize: toRingGroup,
    hooks: {
      beforeWrite: (ctx, body) => checkSoundFile(ctx, body.moh_sound_file_id, 'moh_sound_file_id', 'moh'),
    },
  });

  const memberStore = drizzleStore({
    resource: ringGroupMemberResource,
    table: ringGroupMembers,
    serialize: toRingGroupMember,
    read: readMembers,
    scoped: (ctx) => ({
      where: eq(ringGroupMembers.ringGroupId, ctx.scope.ringGroupId ?? 0),
      values: { ringGroupId: ctx.scope.ringGroupId },
    }),
    parentExists: (ctx) => ownsRingGroup(ctx.deps, ctx.accountId, ctx.scope.ringGroupId),
    // A new member rings last: one past the highest position of the group.
    insert: async (input, ctx) => {
      const [last] = await ctx.deps.db
        .select({ position: sql<number>`coalesce(max(${ringGroupMembers.position}) + 1, 0)` })
        .from(ringGroupMembers)
        .where(eq(ringGroupMembers.ringGroupId, ctx.scope.ringGroupId ?? 0));
      return {
        name: input.name,
        number: input.number,
        ...(input.ring_time !== undefined ? { ringTime: input.ring_time } : {}),
        userId: input.user_id ?? null,
        position: Number(last?.position ?? 0),
      };
    },
    hooks: { beforeWrite: (ctx, body) => checkUser(ctx.deps, ctx.accountId, body.user_id) },
  });

  const routes = contractRoutes(deps);
  registerResource(routes, deps, ringGroupResource, groupStore);
  registerResource(routes, deps, ringGroupMemberResource, memberStore);

  return routes.on(ep.reorderRingGroupMembers, async (c, body) => {
    const { accountId } = c.get('session');
    const ringGroupId = idParam(c, 'ringGroupId');
    if (!(await ownsRingGroup(deps, accountId, ringGroupId))) throw notFound();
    const ctx: StoreContext = { deps, accountId, scope: { ringGroupId } };
    const where = and(
      eq(ringGroupMembers.accountId, accountId),
      eq(ringGroupMembers.ringGroupId, ringGroupId),
    );
    // The order names every member once: a stale list (a member added or removed since) is refused.
    const current = await readMembers(ctx, where);
    const ids = new Set(body.ids);
    if (ids.size !== body.ids.length || ids.size !== current.length || current.some((m) => !ids.has(m.id))) {
      throw invalid('ids', messages.enterValid('Order'));
    }
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      for (const [position, id] of body.ids.entries()) {
        await tx
          .update(ringGroupMembers)
          .set({ position, updatedAt: now })
          .where(and(where, eq(ringGroupMembers.id, id)));
      }
    });
    return c.json(await readMembers(ctx, where));
  }).app;
}
