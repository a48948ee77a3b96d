/**
 * The switch token (shown once, stored as its SHA-256), the switch's call-record ingest that it
 * authenticates, and the call log. The ingest checks the token before reading the body, so a
 * caller without one learns nothing about the body's rules.
 */
import { endpoints as ep, type SwitchTokenStatus } from '@switchboard/contract';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import { closeLiveCalls } from '../calls/events.js';
import { ingestCalls } from '../calls/ingest.js';
import { callEvents, callRecords, switchTokens } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { randomToken, sha256 } from '../lib/random.js';
import type { AppParts } from '../route-modules.js';
import { SWITCH_TOKEN_PREFIX, switchAccount, switchAuth } from '../switch/auth.js';
import { liveRegistrations } from '../switch/registrations.js';
import { toCallRecord } from '../telephony/serialize.js';

const DEFAULT_PAGE_SIZE = 25;
const RECENT_EVENTS = 10;

export default function callRecordRoutes(deps: Deps, parts: AppParts) {
  return contractRoutes(deps)
    .on(ep.switchTokenStatus, async (c) => {
      const { accountId } = c.get('session');
      const [[row], events, registrations] = await Promise.all([
        deps.db
          .select({ createdAt: switchTokens.createdAt, lastSeenAt: switchTokens.lastSeenAt })
          .from(switchTokens)
          .where(eq(switchTokens.accountId, accountId)),
        deps.db
          .select({
            call_id: callEvents.callId,
            kind: callEvents.kind,
            at: callEvents.at,
            detail: callEvents.detail,
          })
          .from(callEvents)
          .where(eq(callEvents.accountId, accountId))
          .orderBy(desc(callEvents.receivedAt), desc(callEvents.seq))
          .limit(RECENT_EVENTS),
        liveRegistrations(deps, accountId),
      ]);
      const status: SwitchTokenStatus = {
        exists: row !== undefined,
        created_at: row?.createdAt.toISOString() ?? null,
        last_seen_at: row?.lastSeenAt?.toISOString() ?? null,
        recent_events: events.map((event) => ({ ...event, at: new Date(event.at).toISOString() })),
        registrations,
      };
      return c.json(status);
    })
    .on(ep.rotateSwitchToken, async (c) => {
      const { accountId } = c.get('session');
      const token = `${SWITCH_TOKEN_PREFIX}${randomToken()}`;
      const now = deps.clock.now();
      await deps.db
        .insert(switchTokens)
        .values({ accountId, tokenHash: sha256(token), createdAt: now })
        .onConflictDoUpdate({
          target: switchTokens.accountId,
          set: { tokenHash: sha256(token), createdAt: now },
        });
      return c.json({ token, created_at: now.toISOString() }, 201);
    })
    .on(ep.listCallRecords, async (c, body) => {
      const { accountId } = c.get('session');
      const page = body.page ?? 1;
      const perPage = body.per_page ?? DEFAULT_PAGE_SIZE;
      const where = and(
        eq(callRecords.accountId, accountId),
        body.from ? gte(callRecords.callstart, new Date(body.from)) : undefined,
        body.to ? lte(callRecords.callstart, new Date(body.to)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(callRecords)
          .where(where)
          .orderBy(desc(callRecords.callstart), desc(callRecords.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        deps.db.select({ n: count() }).from(callRecords).where(where),
      ]);
      return c.json({ data: rows.map(toCallRecord), total: total?.n ?? 0, page, per_page: perPage });
    })
    .on(
      ep.ingestCallRecords,
      async (c, body) => {
        const accountId = switchAccount(c);
        const result = await ingestCalls(deps, accountId, body.records);
        // A call's final record closes it: it leaves the live calls, whatever its last event was.
        await closeLiveCalls(
          deps,
          accountId,
          body.records.map((r) => r.call_id),
        );
        parts.callEvents.publish(accountId);
        return c.json(result);
      },
      { use: [switchAuth(deps)] },
    ).app;
}
