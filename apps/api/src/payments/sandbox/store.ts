/** The sandbox provider's objects (sandbox_objects): typed reads and writes by kind. */
import { randomBytes } from 'node:crypto';
import type { CardType } from '@switchboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sandboxObjects } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { CardBehaviour } from './cards.js';

export interface SandboxToken {
  card_type: CardType;
  last_four: string;
  exp_month: number;
  exp_year: number;
  behaviour: CardBehaviour;
  /** Charges tried with this card (a retry card fails its first one). */
  attempts: number;
}

export interface SandboxCheckout {
  mode: 'payment' | 'subscription';
  amount: number;
  description: string;
  token: string;
  interval_months: number | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete';
  /** The last failed attempt's message, shown on the page. */
  last_error: string | null;
}

export interface SandboxCharge {
  amount: number;
  description: string;
  card_type: CardType;
  last_four: string;
  status: 'succeeded' | 'failed';
  failure_message: string | null;
  /** Unix seconds. */
  created: number;
}

export interface SandboxSubscription {
  token: string;
  amount: number;
  description: string;
  interval_months: number;
  /** Unix seconds. */
  current_period_end: number;
  status: 'active' | 'past_due' | 'canceled';
  metadata: Record<string, string>;
}

export interface SandboxEvent {
  payload: string;
  delivered: boolean;
  attempts: number;
}

interface Kinds {
  token: SandboxToken;
  checkout: SandboxCheckout;
  charge: SandboxCharge;
  subscription: SandboxSubscription;
  event: SandboxEvent;
}
type Kind = keyof Kinds;

const PREFIX: Record<Kind, string> = {
  token: 'tok',
  checkout: 'cs',
  charge: 'ch',
  subscription: 'sub',
  event: 'evt',
};

export function sandboxStore(db: Database, clock: Clock) {
  return {
    async create<K extends Kind>(kind: K, data: Kinds[K]): Promise<string> {
      const id = `${PREFIX[kind]}_${randomBytes(18).toString('base64url')}`;
      const now = clock.now();
      await db.insert(sandboxObjects).values({ id, kind, data: { ...data }, createdAt: now, updatedAt: now });
      return id;
    },
    async get<K extends Kind>(kind: K, id: string): Promise<Kinds[K] | null> {
      const [row] = await db
        .select({ data: sandboxObjects.data })
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
      return row ? (row.data as unknown as Kinds[K]) : null;
    },
    async update<K extends Kind>(kind: K, id: string, data: Kinds[K]): Promise<void> {
      await db
        .update(sandboxObjects)
        .set({ data: { ...data }, updatedAt: clock.now() })
        .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
    },
    async all<K extends Kind>(kind: K): Promise<{ id: string; data: Kinds[K] }[]> {
      const rows = await db
        .select({ id: sandboxObjects.id, data: sandboxObjects.data })
        .from(sandboxObjects)
        .where(eq(sandboxObjects.kind, kind));
      return rows.map((row) => ({ id: row.id, data: row.data as unknown as Kinds[K] }));
    },
  };
}

export type SandboxStore = ReturnType<typeof sandboxStore>;
