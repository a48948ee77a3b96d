import { auditLog } from './db/schema.js';
import type { Deps } from './deps.js';

export interface AuditEntry {
  actorId: number;
  actorAccountId: number;
  action: 'impersonation.start' | 'impersonation.end';
  targetKind: 'user' | 'root';
  targetId: number;
  targetAccountId: number;
  ip: string | null;
}

/** Appends to the audit table: who acted as whom, when and from where. */
export async function audit(deps: Pick<Deps, 'db' | 'clock'>, entry: AuditEntry): Promise<void> {
  await deps.db.insert(auditLog).values({ ...entry, createdAt: deps.clock.now() });
}
