import { auditLog } from './db/schema.js';
import type { Deps } from './deps.js';

export interface AuditEntry {
  actorId: number;
  actorAccountId: number;
  action: 'impersonation.start' | 'impersonation.end';
  targetKind: 'user' | 'root';
  targetId: number;
  targetAccountId: number;
  /** Why (an impersonation's reason; how it ended: returned or expired). */
  reason: string | null;
  ip: string | null;
  /** When it happened, if not now (an expiry noticed later). */
  at?: Date;
}

/** Appends to the audit table: who acted as whom, why, when and from where. */
export async function audit(deps: Pick<Deps, 'db' | 'clock'>, { at, ...entry }: AuditEntry): Promise<void> {
  await deps.db.insert(auditLog).values({ ...entry, createdAt: at ?? deps.clock.now() });
}
