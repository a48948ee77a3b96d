/**
 * Live call events as the switch reports them, and each call's state derived from them. A call is
 * live while its highest-sequence event is not `ended` and its final call record has not arrived.
 */
import type { CallEventKind, CallType } from '@switchboard/contract';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

const account = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
const time = (name: string) => timestamp(name, { withTimezone: true });

/** One row per (account, call, sequence): a retried event is stored once. */
export const callEvents = pgTable(
  'call_events',
  {
    accountId: account(),
    callId: text('call_id').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<CallEventKind>().notNull(),
    at: time('at').notNull(),
    detail: text('detail'),
    receivedAt: time('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.callId, t.seq] }),
    // The wallboards: a day's queued and answered events of an account (call-center/wallboard.ts).
    index('call_events_kind_at_idx').on(t.accountId, t.kind, t.at),
  ],
);

/** Each call's state from its events so far (rewritten from them on every new event). */
export const callStates = pgTable(
  'call_states',
  {
    accountId: account(),
    callId: text('call_id').notNull(),
    state: text('state').$type<CallEventKind>().notNull(),
    lastSeq: integer('last_seq').notNull(),
    calltype: text('calltype').$type<CallType>(),
    callingNumber: text('calling_number'),
    calledNumber: text('called_number'),
    startedAt: time('started_at'),
    answeredAt: time('answered_at'),
    endedAt: time('ended_at'),
    /** When its final call record arrived through the ingest. */
    closedAt: time('closed_at'),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.callId] }),
    // The live calls: few rows per account, read every couple of seconds by the PBX home.
    index('call_states_live_idx').on(t.accountId, t.state, t.closedAt),
  ],
);
