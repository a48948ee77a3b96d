/**
 * The activity of accounts (see activity/trail.ts): the owner reads their account's, an
 * administrator every account's; newest first, filtered by time, action and who.
 */
import {
  type ActivityEntry,
  type ActivityFiltersBody,
  type ActivityList,
  endpoints as ep,
} from '@switchboard/contract';
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { activity } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { timeRange } from '../lib/time-range.js';

/** The most entries one answer holds; a narrower filter reaches older ones. */
export const ACTIVITY_LIMIT = 500;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function toEntry(row: typeof activity.$inferSelect): ActivityEntry {
  return {
    id: row.id,
    account_id: row.accountId,
    created_at: row.createdAt.toISOString(),
    who: { kind: row.subjectKind, id: row.subjectId, name: row.subjectName },
    acting_admin_id: row.actorId,
    action: row.action,
    method: row.method,
    path: row.path,
    before: row.before,
    after: row.after,
    ip: row.ip,
  };
}

async function listActivity(deps: Pick<Deps, 'db'>, filters: ActivityFiltersBody, accountId: number | null) {
  const conditions: SQL[] = [...timeRange(activity.createdAt, filters)];
  if (accountId !== null) conditions.push(eq(activity.accountId, accountId));
  if (filters.action) conditions.push(eq(activity.action, filters.action));
  if (filters.who) conditions.push(ilike(activity.subjectName, likeText(filters.who)));
  const rows = await deps.db
    .select()
    .from(activity)
    .where(and(...conditions))
    .orderBy(desc(activity.id))
    .limit(ACTIVITY_LIMIT + 1);
  return {
    entries: rows.slice(0, ACTIVITY_LIMIT).map(toEntry),
    limit: ACTIVITY_LIMIT,
    truncated: rows.length > ACTIVITY_LIMIT,
  } satisfies ActivityList;
}

export default function activityRoutes(deps: Deps) {
  return contractRoutes(deps)
    .on(ep.activity, async (c, filters) =>
      c.json(await listActivity(deps, filters, c.get('session').accountId)),
    )
    .on(ep.allActivity, async (c, filters) => c.json(await listActivity(deps, filters, null))).app;
}
