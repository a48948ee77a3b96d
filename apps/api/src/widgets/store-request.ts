/**
 * Stores an admitted visitor's request in one statement, hence one transaction and one round trip:
 * the row, its `visitor_request.created` webhook deliveries and, when mail is kept in the outbox
 * table, the mail about it. A statement's data-modifying CTEs all run to completion or none does:
 * an answered request has its deliveries and its mail, a failed one leaves nothing.
 *
 * Five statements (BEGIN, insert, endpoint read, COMMIT, then the mail) were each a round trip and,
 * on PGlite, a turn of its one connection: most of a request's time (bench/widget.ts). Column names
 * are written out and values passed plain, because Drizzle's rendering of its table and column
 * objects cost as much CPU per request as sending the statement; PostgreSQL keeps it prepared.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Database, executePrepared } from '../db/database.js';
import { rowsOf } from '../db/migrate.js';
import type { visitorRequests } from '../db/schema.js';
import { eventDeliveries } from '../integrations/webhook-events.js';
import type { OutboxRow } from '../mail/mailer.js';

export interface StoredRequest {
  id: number;
  /** The first outbox row of the mail, when there was one. */
  mailId: number | undefined;
}

type VisitorRequestRow = Omit<typeof visitorRequests.$inferSelect, 'id'>;

/**
 * `event` is the webhook event's data but its `id` (the row's, known once inserted); `mails` the
 * outbox rows to store with it (none when mail goes out over SMTP after the answer).
 */
export async function storeVisitorRequest(
  db: Database,
  r: VisitorRequestRow,
  event: object,
  mails: OutboxRow[],
): Promise<StoredRequest> {
  const at = r.createdAt.toISOString();
  const deliveries = eventDeliveries(r.accountId, 'visitor_request.created', event, r.createdAt, 'request');
  // Its text depends on the number of mail rows only.
  const statement = sql`with request as (
      insert into visitor_requests (account_id, widget_id, type, office_id, department_id, payload,
        country, lat, lon, ip_hash, attachment_key, created_at)
      values (${r.accountId}, ${r.widgetId}, ${r.type}, ${r.officeId}, ${r.departmentId},
        ${JSON.stringify(r.payload)}::jsonb, ${r.country}, ${r.lat}, ${r.lon}, ${r.ipHash},
        ${r.attachmentKey}, ${at}::timestamptz)
      returning id
    ),
    deliveries as (${deliveries}),
    mail as (${mailInsert(mails)})
    select request.id, (select min(id) from mail) as mail_id from request`;
  const result = await executePrepared(db, `visitor_request_${mails.length}`, statement);
  const [row] = rowsOf<{ id: number; mail_id: number | null }>(result);
  if (!row) throw new Error('visitor request not stored');
  return { id: row.id, mailId: row.mail_id ?? undefined };
}

function mailInsert(mails: OutboxRow[]): SQL {
  if (mails.length === 0) return sql`select null::integer as id`;
  const rows = mails.map(
    (mail) =>
      sql`(${mail.toAddress}, ${mail.subject}, ${mail.body}, ${mail.kind}, ${mail.createdAt.toISOString()}::timestamptz)`,
  );
  return sql`insert into outbox (to_address, subject, body, kind, created_at)
    values ${sql.join(rows, sql`, `)} returning id`;
}
