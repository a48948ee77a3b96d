/** Looks up who a session is for, as it is now (a user may have been deactivated or deleted). */
import type { SubjectKind } from '@switchboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { pbxUsers, rootUsers } from '../db/schema.js';

export interface Subject {
  kind: SubjectKind;
  subjectId: number;
  accountId: number;
  isAdmin: boolean;
}

export async function loadSubject(
  db: Database,
  kind: SubjectKind,
  subjectId: number,
): Promise<Subject | null> {
  if (kind === 'root') {
    const [row] = await db
      .select({ accountId: rootUsers.accountId, isAdmin: rootUsers.isAdmin })
      .from(rootUsers)
      .where(eq(rootUsers.id, subjectId));
    return row ? { kind, subjectId, ...row } : null;
  }
  const [row] = await db
    .select({ accountId: pbxUsers.accountId })
    .from(pbxUsers)
    .where(and(eq(pbxUsers.id, subjectId), eq(pbxUsers.isActive, true)));
  // Users within an account are never platform administrators.
  return row ? { kind, subjectId, accountId: row.accountId, isAdmin: false } : null;
}

/** Whether a root user is (still) a platform administrator. */
export async function isAdministrator(db: Database, rootUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ isAdmin: rootUsers.isAdmin })
    .from(rootUsers)
    .where(eq(rootUsers.id, rootUserId));
  return row?.isAdmin === true;
}
