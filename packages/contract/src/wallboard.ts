/**
 * The call centre's wallboard of one queue (issue 26): its agents and their state, the calls
 * waiting in it, and today's answered and abandoned calls with their waits and service level. It
 * is made from the live call events (call-events.ts): a call joins the queue with `queued` (detail =
 * the queue's name), is answered by an agent with `answered` (detail = the agent's extension) or
 * abandoned when it ends unanswered. An agent is offline while none of their phones is registered.
 * Read once (`wallboard`) or as server-sent events (`wallboardStream`): a snapshot on connect and a
 * fresh one whenever the account's calls change.
 */
import { returns, returnsEvents } from './endpoint.js';
import type { Timestamp } from './entities/common.js';

/**
 * The share of answered calls counted in the service level: those answered within this many
 * seconds of joining the queue (the common 80/20 target's 20 seconds).
 */
export const SERVICE_LEVEL_SECONDS = 20;

export const AGENT_STATES = ['available', 'on_call', 'wrap_up', 'offline'] as const;
export type AgentState = (typeof AGENT_STATES)[number];

export interface WallboardAgent {
  /** The PBX user's id. */
  user_id: number;
  name: string;
  /** The user's extension; null: the user has none (always offline). */
  extension: string | null;
  state: AgentState;
  /** Since when the agent is in this state (null: not known today, e.g. available all day). */
  since: Timestamp | null;
}

export interface WaitingCall {
  call_id: string;
  /** The calling number, when the switch gave one. */
  caller: string | null;
  /** When the call joined the queue. */
  waiting_since: Timestamp;
}

/** Calls that joined the queue today (the account's day, its PBX time zone else UTC). */
export interface WallboardToday {
  answered: number;
  /** Ended before an agent answered. */
  abandoned: number;
  /** Mean seconds from joining the queue to the answer, over answered calls; null: none yet. */
  average_wait_seconds: number | null;
  /**
   * Percent (0–100, whole) of answered and abandoned calls answered within SERVICE_LEVEL_SECONDS;
   * null: no call answered or abandoned yet.
   */
  service_level: number | null;
  /** The longest wait of today's answered and abandoned calls, in seconds; null: none yet. */
  longest_wait_seconds: number | null;
}

export interface Wallboard {
  queue: { id: number; name: string; queue_number: string };
  /** The server's time of the snapshot: waits shown live count from it, whatever the viewer's clock. */
  at: Timestamp;
  /** The seconds of the service level (SERVICE_LEVEL_SECONDS). */
  service_level_seconds: number;
  /** The queue's members, by name. */
  agents: WallboardAgent[];
  /** The calls waiting now, longest waiting first. */
  waiting: WaitingCall[];
  today: WallboardToday;
}

export const wallboardEndpoints = {
  /** A queue's wallboard now (another account's queue: 404). */
  wallboard: {
    method: 'GET',
    path: '/admin/xpbx/call-center/queues/:id/wallboard',
    body: undefined,
    response: returns<Wallboard>(),
    auth: 'verified',
    access: 'members',
  },
  /**
   * The same as server-sent events: `snapshot` events (data: a Wallboard) on connect and after the
   * account's calls change (coalesced), comment heartbeats between; the stream ends when the queue
   * is deleted or the server shuts down (the client reconnects).
   */
  wallboardStream: {
    method: 'GET',
    path: '/admin/xpbx/call-center/queues/:id/wallboard/stream',
    body: undefined,
    response: returnsEvents<Wallboard>(),
    auth: 'verified',
    access: 'members',
  },
} as const;
