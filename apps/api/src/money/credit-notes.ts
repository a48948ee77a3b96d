/**
 * An administrator's credit note: a credit on the account's ledger, posted as recharges are (one
 * row, its own reference), written in the audit log (who, whose account, why) and in the credited
 * account's activity, where its owner reads who credited them, how much and why.
 */
import { randomUUID } from 'node:crypto';
import type { CreditNoteBody } from '@switchboard/contract';
import { and, eq } from 'drizzle-orm';
import type { Session } from '../app-env.js';
import { audit } from '../audit.js';
import { activity, ledgerEntries, rootUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { invalid } from '../lib/http-error.js';
import { lockAccount, post } from './ledger.js';

interface Where {
  ip: string | null;
  path: string;
}

/** Posts the credit; answers its ledger row's id. 422 on `account_id` when no such account. */
export async function issueCreditNote(
  deps: Pick<Deps, 'db' | 'clock'>,
  admin: Session,
  { account_id: accountId, amount_minor: amountMinor, reason }: CreditNoteBody,
  where: Where,
): Promise<number> {
  const [owner] = await deps.db
    .select({ id: rootUsers.id })
    .from(rootUsers)
    .where(eq(rootUsers.accountId, accountId));
  if (!owner) throw invalid('account_id', 'The selected account does not exist');
  const [actor] = await deps.db
    .select({ id: rootUsers.id, name: rootUsers.name, email: rootUsers.email })
    .from(rootUsers)
    .where(eq(rootUsers.id, admin.subjectId));
  if (!actor) throw new Error(`administrator ${admin.subjectId} has no root user`);
  const at = deps.clock.now();
  const trimmed = reason.trim();
  const reference = `credit-note:${randomUUID()}`;
  return deps.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    await post(tx, {
      accountId,
      amountMinor,
      kind: 'credit_note',
      reference,
      description: `Credit note: ${trimmed}`,
      at,
    });
    const [row] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.reference, reference)));
    if (!row) throw new Error(`credit note ${reference} was not posted`);
    await tx.insert(activity).values({
      accountId,
      subjectKind: 'root',
      subjectId: actor.id,
      subjectName: actor.name,
      actorId: actor.id,
      action: 'credit_note.issue',
      method: 'POST',
      path: where.path,
      before: null,
      after: {
        administrator: { id: actor.id, name: actor.name, email: actor.email },
        amount_minor: amountMinor,
        reason: trimmed,
        ledger_entry_id: row.id,
      },
      ip: where.ip,
      createdAt: at,
    });
    await audit(
      { db: tx, clock: deps.clock },
      {
        actorId: actor.id,
        actorAccountId: admin.accountId,
        action: 'credit_note.issue',
        targetKind: 'ledger_entry',
        targetId: row.id,
        targetAccountId: accountId,
        reason: trimmed,
        ip: where.ip,
        at,
      },
    );
    return row.id;
  });
}
