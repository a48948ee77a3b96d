/**
 * Sending a template through the messaging provider, its delivery reports and the message log
 * (spec §3 Message log). A message is logged 'submitted' with its cost (parts × the per-part price
 * constant, MESSAGE_PART_PRICE_MINOR) and charged to the balance ledger once, when its report says
 * delivered (reference `message:<id>`), like a rated call; a failed one costs nothing. Reports are
 * signed (401 otherwise) and applied once per provider message id, so a replay changes nothing.
 */
import {
  endpoints as ep,
  fillPlaceholders,
  MAX_SMS_PARTS,
  MESSAGE_PART_PRICE_MINOR,
  type MessageLogEntry,
  messageParts,
} from '@switchboard/contract';
import { and, count, desc, eq, gte, ilike, lte, or } from 'drizzle-orm';
import { messageLog, messageTemplates, senders } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { httpError, invalid, notFound } from '../lib/http-error.js';
import { likePattern } from '../lib/params.js';
import { isDeliveryReport, MESSAGING_SIGNATURE_HEADER } from '../messaging/provider.js';
import { debitWithin, InsufficientBalance } from '../money/ledger.js';
import type { AppParts } from '../route-modules.js';

const DEFAULT_PAGE_SIZE = 25;

const toMessageLogEntry = (row: typeof messageLog.$inferSelect): MessageLogEntry => ({
  id: row.id,
  msgtype: row.msgtype,
  calling_number: row.callingNumber,
  called_number: row.calledNumber,
  created_at: row.createdAt.toISOString(),
  msgstatus: row.msgstatus,
  client_cost: row.clientCost,
  parts: row.parts,
  text: row.text,
  template_id: row.templateId,
  sender_id: row.senderId,
  reported_at: row.reportedAt?.toISOString() ?? null,
});

export default function messageRoutes(deps: Deps, { messaging: provider }: AppParts) {
  return contractRoutes(deps)
    .on(ep.sendMessage, async (c, body) => {
      const { accountId } = c.get('session');
      const [template] = await deps.db
        .select()
        .from(messageTemplates)
        .where(and(eq(messageTemplates.id, body.template_id), eq(messageTemplates.accountId, accountId)));
      if (!template) throw invalid('template_id', 'Template does not exist');
      if (!template.isActive) throw invalid('template_id', 'This template is not active');
      if (template.channel === 'email')
        throw invalid('template_id', 'E-mail templates are not sent as messages');
      const [sender] = await deps.db
        .select()
        .from(senders)
        .where(and(eq(senders.id, body.sender_id), eq(senders.accountId, accountId)));
      if (!sender) throw invalid('sender_id', 'Sender does not exist');
      if (sender.status !== 'verified') throw invalid('sender_id', 'This sender is not verified');
      if (sender.channel !== template.channel)
        throw invalid('sender_id', 'The sender and the template are for different channels');

      const text = fillPlaceholders(template.message, { number: body.to, ...body.values });
      const parts = messageParts(sender.channel, text);
      if (parts > MAX_SMS_PARTS)
        throw invalid('template_id', `The message is longer than ${MAX_SMS_PARTS} parts`);
      const [row] = await deps.db
        .insert(messageLog)
        .values({
          accountId,
          msgtype: sender.channel,
          callingNumber: sender.name,
          calledNumber: body.to,
          text,
          parts,
          clientCost: parts * MESSAGE_PART_PRICE_MINOR[sender.channel],
          templateId: template.id,
          senderId: sender.id,
          provider: provider.name,
          createdAt: deps.clock.now(),
        })
        .returning();
      if (!row) throw new Error('message not logged');
      let submitted: { id: string };
      try {
        submitted = await provider.submit({ channel: sender.channel, from: sender.name, to: body.to, text });
      } catch (error) {
        deps.log.error(`messaging: message ${row.id} not submitted`, error);
        await deps.db
          .update(messageLog)
          .set({ msgstatus: 'failed', reportedAt: deps.clock.now() })
          .where(eq(messageLog.id, row.id));
        throw httpError(503, 'The message could not be sent, try again');
      }
      const [stored] = await deps.db
        .update(messageLog)
        .set({ providerMessageId: submitted.id })
        .where(eq(messageLog.id, row.id))
        .returning();
      return c.json(toMessageLogEntry(stored ?? row), 201);
    })

    .on(ep.listMessages, async (c, body) => {
      const { accountId } = c.get('session');
      const page = body.page ?? 1;
      const perPage = body.per_page ?? DEFAULT_PAGE_SIZE;
      const number = body.number?.trim();
      const where = and(
        eq(messageLog.accountId, accountId),
        body.from ? gte(messageLog.createdAt, new Date(body.from)) : undefined,
        body.to ? lte(messageLog.createdAt, new Date(body.to)) : undefined,
        number
          ? or(
              ilike(messageLog.calledNumber, likePattern(number)),
              ilike(messageLog.callingNumber, likePattern(number)),
            )
          : undefined,
        body.status ? eq(messageLog.msgstatus, body.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(messageLog)
          .where(where)
          .orderBy(desc(messageLog.createdAt), desc(messageLog.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        deps.db.select({ n: count() }).from(messageLog).where(where),
      ]);
      return c.json({ data: rows.map(toMessageLogEntry), total: total?.n ?? 0, page, per_page: perPage });
    })

    .on(ep.messagingWebhook, async (c) => {
      if (c.req.param('provider') !== provider.name) throw notFound();
      const payload = await c.req.text();
      const report = provider.parseWebhook(
        payload,
        c.req.header(MESSAGING_SIGNATURE_HEADER) ?? null,
        deps.clock.now(),
      );
      if (report === null) throw httpError(401, 'Invalid signature.');
      if (!isDeliveryReport(report)) throw httpError(400, 'Unknown event.');
      const [row] = await deps.db
        .select()
        .from(messageLog)
        .where(eq(messageLog.providerMessageId, report.message_id));
      // Its id is stored just after submission: a report that overtakes it is sent again.
      if (!row) throw httpError(409, 'Unknown message.');
      const now = deps.clock.now();
      // The status and its charge commit together: a delivered message is never left uncharged.
      await deps.db.transaction(async (tx) => {
        const [changed] = await tx
          .update(messageLog)
          .set({ msgstatus: report.status, reportedAt: now })
          .where(and(eq(messageLog.id, row.id), eq(messageLog.msgstatus, 'submitted')))
          .returning();
        if (changed && report.status === 'delivered' && changed.clientCost > 0) {
          try {
            await debitWithin(tx, {
              accountId: changed.accountId,
              amountMinor: changed.clientCost,
              kind: 'message',
              reference: `message:${changed.id}`,
              description: `${changed.msgtype === 'sms' ? 'SMS' : 'Viber'} message to ${changed.calledNumber}`,
              at: now,
            });
          } catch (error) {
            // As with calls: the cost stays on the log entry, unbilled, when the limit refuses it.
            if (!(error instanceof InsufficientBalance)) throw error;
            deps.log.info(`messaging: message ${changed.id} not charged (balance below limit)`);
          }
        }
      });
      return c.json({ received: true as const });
    }).app;
}
