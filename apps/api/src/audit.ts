import type { Database } from './db/database.js';
import { auditLog } from './db/schema.js';
import type { Deps } from './deps.js';

export interface AuditEntry {
  actorId: number;
  actorAccountId: number;
  action: 'impersonation.start' | 'impersonation.end' | 'credit_note.issue';
  targetKind: 'user' | 'root' | 'ledger_entry';
  targetId: number;
  targetAccountId: number;
  /** Why (an impersonation's or a credit note's reason; how an impersonation ended: returned or expired). */
  reason: string | null;
  ip: string | null;
  /** When it happened, if not now (an expiry noticed later). */
  at?: Date;
}

/**
 * Appends to the audit table: who acted as whom (or credited whom), why, when and from where. `db`
 * may be a transaction, so the entry stands or falls with what it records.
 */
export async function audit(
  deps: { db: Pick<Database, 'insert'>; clock: Deps['clock'] },
  { at, ...entry }: AuditEntry,
): Promise<void> {
  await deps.db.insert(auditLog).values({ ...entry, createdAt: at ?? deps.clock.now() });
}
