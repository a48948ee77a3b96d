/**
 * Queues and their options (members, actions, rules, VIP and black numbers), registered from their
 * resource declarations. Options live under a queue: a queue that is not the caller's answers 404
 * like a missing one. What a body names must be the account's too: a member's PBX user, an action's
 * sound file, a rule's timeslot (422 otherwise).
 */
import {
  blackNumberResource,
  queueActionResource,
  queueMemberResource,
  queueResource,
  queueRuleResource,
  vipNumberResource,
} from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  pbxUsers,
  queueActions,
  queueBlackNumbers,
  queueMembers,
  queueRules,
  queues,
  queueVipNumbers,
  timeslots,
} from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid } from '../lib/http-error.js';
import { checkOwned } from '../lib/owned.js';
import { checkUser, ownsQueue } from '../queues/owners.js';
import { checkSoundFile } from '../queues/references.js';
import {
  toBlackNumber,
  toQueue,
  toQueueAction,
  toQueueMember,
  toQueueRule,
  toVipNumber,
} from '../queues/serialize.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';

/** A queue option's slice of its table: the queue in the path, written into every insert. */
const underQueue = (table: { queueId: PgColumn }) => (ctx: StoreContext) => ({
  where: eq(table.queueId, ctx.scope.queueId ?? 0),
  values: { queueId: ctx.scope.queueId },
});
const parentExists = (ctx: StoreContext) => ownsQueue(ctx.deps, ctx.accountId, ctx.scope.queueId);

const numberTaken = { field: 'calling_number', message: messages.unique('Calling number') };

/** Members with their user's name (for the list); the user is the account's by the write check. */
async function readMembers(ctx: StoreContext, where: SQL | undefined) {
  const rows = await ctx.deps.db
    .select({ member: queueMembers, username: pbxUsers.username })
    .from(queueMembers)
    .innerJoin(pbxUsers, and(eq(pbxUsers.id, queueMembers.userId), eq(pbxUsers.accountId, ctx.accountId)))
    .where(where)
    .orderBy(asc(queueMembers.id));
  return rows.map((row) => toQueueMember(row.member, row.username));
}

/** An action's range must not end before it starts, and play_audio must name a sound file. */
async function checkAction(
  ctx: StoreContext,
  body: { action?: string; sound_file_id?: number | null; time_from?: number; time_to?: number },
  id?: number,
) {
  const [stored] =
    id === undefined
      ? []
      : await ctx.deps.db
          .select()
          .from(queueActions)
          .where(and(eq(queueActions.id, id), eq(queueActions.accountId, ctx.accountId)));
  const action = body.action ?? stored?.action;
  const soundFileId = body.sound_file_id !== undefined ? body.sound_file_id : (stored?.soundFileId ?? null);
  const from = body.time_from ?? stored?.timeFrom ?? 0;
  const to = body.time_to ?? stored?.timeTo ?? 0;
  if (action === 'play_audio' && soundFileId === null)
    throw invalid('sound_file_id', messages.required('Sound file'));
  if (to < from) throw invalid('time_to', messages.enterValid('Time to'));
  // Audio announcements are flow files; music on hold is a moh file.
  await checkSoundFile(ctx, soundFileId, 'sound_file_id', action === 'play_moh' ? 'moh' : 'flow');
}

export default function queueRoutes(deps: Deps) {
  const queueStore = drizzleStore({
    resource: queueResource,
    table: queues,
    serialize: toQueue,
    conflicts: {
      queues_account_number_key: { field: 'queue_number', message: messages.unique('Queue number') },
    },
  });

  const memberStore = drizzleStore({
    resource: queueMemberResource,
    table: queueMembers,
    serialize: (row: typeof queueMembers.$inferSelect) => toQueueMember(row, ''),
    read: readMembers,
    scoped: underQueue(queueMembers),
    parentExists,
    conflicts: {
      queue_members_queue_user_key: {
        field: 'user_id',
        message: 'This user is already a member of the queue.',
      },
    },
    hooks: { beforeWrite: (ctx, body) => checkUser(ctx.deps, ctx.accountId, body.user_id) },
  });

  const actionStore = drizzleStore({
    resource: queueActionResource,
    table: queueActions,
    serialize: toQueueAction,
    scoped: underQueue(queueActions),
    parentExists,
    hooks: { beforeWrite: checkAction },
  });

  const ruleStore = drizzleStore({
    resource: queueRuleResource,
    table: queueRules,
    serialize: toQueueRule,
    scoped: underQueue(queueRules),
    parentExists,
    hooks: {
      beforeWrite: (ctx, body) => checkOwned(ctx, timeslots, body.timeslot_id, 'timeslot_id', 'Timeslot'),
    },
  });

  const vipStore = drizzleStore({
    resource: vipNumberResource,
    table: queueVipNumbers,
    serialize: toVipNumber,
    scoped: underQueue(queueVipNumbers),
    parentExists,
    conflicts: { queue_vip_numbers_queue_number_key: numberTaken },
  });

  const blackStore = drizzleStore({
    resource: blackNumberResource,
    table: queueBlackNumbers,
    serialize: toBlackNumber,
    scoped: underQueue(queueBlackNumbers),
    parentExists,
    conflicts: { queue_black_numbers_queue_number_key: numberTaken },
  });

  const routes = contractRoutes(deps);
  registerResource(routes, deps, queueResource, queueStore);
  registerResource(routes, deps, queueMemberResource, memberStore);
  registerResource(routes, deps, queueActionResource, actionStore);
  registerResource(routes, deps, queueRuleResource, ruleStore);
  registerResource(routes, deps, vipNumberResource, vipStore);
  registerResource(routes, deps, blackNumberResource, blackStore);
  return routes.app;
}
