/**
 * Whether a queue's or ring group's parent, or a row a body names (a PBX user), is the caller's:
 * a parent that is not answers 404 on every nested path, a named row that is not a 422.
 */
import { pbxUsers, queues, ringGroups } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { checkOwned, owns } from '../lib/owned.js';

export const ownsQueue = (deps: Deps, accountId: number, queueId: number | undefined) =>
  owns(deps, queues, accountId, queueId);

export const ownsRingGroup = (deps: Deps, accountId: number, ringGroupId: number | undefined) =>
  owns(deps, ringGroups, accountId, ringGroupId);

/** A user named in a body must be a PBX user of the account: else 'Choose valid User' on `field`. */
export const checkUser = (
  deps: Deps,
  accountId: number,
  userId: number | null | undefined,
  field = 'user_id',
) => checkOwned({ deps, accountId }, pbxUsers, userId, field, 'User');
