/**
 * SMS and Viber senders (spec §1, §5, §8): a new sender is pending and its contact gets a mail
 * whose links verify or reject it; 'send again' is refused within SENDER_MAIL_WAIT_SECONDS of the
 * last mail with 'You have to wait for the sending email of the sender' (429). The links are
 * public GETs like the account's own verification link; browsers go on to the senders page.
 */
import {
  buildPath,
  endpoints as ep,
  isValidSenderName,
  SENDER_MAIL_WAIT_SECONDS,
  SENDER_WAIT_MESSAGE,
  type Sender,
  senderResource,
} from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { senders } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { httpError, invalid, notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { randomToken, sha256 } from '../lib/random.js';
import { deliveryFailureLogged } from '../mail/mailer.js';
import { senderVerificationMail } from '../mail/templates.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';

type SenderRow = typeof senders.$inferSelect;

/** Where the verify and reject links' browsers land. */
const SENDERS_PAGE = '/xpbx/settings/senders';
const INVALID_LINK = 'This verification link is invalid or has expired';

export const toSender = (row: SenderRow): Sender => ({
  id: row.id,
  name: row.name,
  channel: row.channel,
  email: row.email,
  description: row.description,
  status: row.status,
  verified_at: row.verifiedAt?.toISOString() ?? null,
  mail_sent_at: row.mailSentAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export default function senderRoutes(deps: Deps) {
  /** A new token for the sender's mail (the old link stops working), and the mail with it. */
  async function mailVerification(row: SenderRow): Promise<void> {
    const token = randomToken();
    await deps.db
      .update(senders)
      .set({ tokenHash: sha256(token), mailSentAt: deps.clock.now() })
      .where(eq(senders.id, row.id));
    const link = (path: string) => `${deps.config.publicUrl}${buildPath(path, { token })}`;
    await deps.mailer
      .send(
        senderVerificationMail(row.email, row, {
          verify: link(ep.verifySender.path),
          reject: link(ep.rejectSender.path),
        }),
      )
      .catch(deliveryFailureLogged);
  }

  const store = drizzleStore({
    resource: senderResource,
    table: senders,
    serialize: toSender,
    conflicts: {
      senders_account_channel_name_key: { field: 'name', message: messages.unique('Name') },
    },
    insert: (body, ctx) => {
      const name = body.name.trim();
      if (!isValidSenderName(body.channel, name)) throw invalid('name', messages.enterValid('Name'));
      return {
        name,
        channel: body.channel,
        email: body.email.trim(),
        description: body.description?.trim() ?? '',
        status: 'pending',
        mailSentAt: ctx.deps.clock.now(),
      };
    },
    changes: (body) => (body.description === undefined ? {} : { description: body.description.trim() }),
    hooks: {
      afterCreate: async (ctx, created) => {
        const [row] = await ctx.deps.db.select().from(senders).where(eq(senders.id, created.id));
        if (row) await mailVerification(row);
      },
    },
  });

  /** The pending sender whose latest mail holds `token`, within the verification link's lifetime. */
  async function decide(c: Context<AppEnv>, status: 'verified' | 'rejected') {
    const now = deps.clock.now();
    const oldest = new Date(now.getTime() - deps.config.verifyTokenTtlSeconds * 1000);
    const [row] = await deps.db
      .update(senders)
      .set({ status, verifiedAt: status === 'verified' ? now : null, tokenHash: null, updatedAt: now })
      .where(
        and(
          eq(senders.tokenHash, sha256(c.req.param('token') ?? '')),
          eq(senders.status, 'pending'),
          gt(senders.mailSentAt, oldest),
        ),
      )
      .returning();
    if (!row) throw notFound(INVALID_LINK);
    if (c.req.header('accept')?.includes('text/html'))
      return c.redirect(`${deps.config.publicUrl}${SENDERS_PAGE}`, 302);
    return c.json({
      message:
        status === 'verified' ? `The sender ${row.name} is verified` : `The sender ${row.name} is rejected`,
    });
  }

  const routes = registerResource(contractRoutes(deps), deps, senderResource, store);
  return routes
    .on(ep.resendSenderMail, async (c) => {
      const { accountId } = c.get('session');
      const id = idParam(c);
      const [row] = await deps.db
        .select()
        .from(senders)
        .where(and(eq(senders.id, id), eq(senders.accountId, accountId)));
      if (!row) throw notFound();
      if (row.status !== 'pending')
        throw invalid('status', 'This sender is no longer waiting for verification');
      const now = deps.clock.now();
      // Claimed in one statement, so two quick clicks send one mail.
      const [claimed] = await deps.db
        .update(senders)
        .set({ mailSentAt: now })
        .where(
          and(
            eq(senders.id, id),
            lte(senders.mailSentAt, new Date(now.getTime() - SENDER_MAIL_WAIT_SECONDS * 1000)),
          ),
        )
        .returning();
      if (!claimed) {
        const wait = Math.ceil(
          (row.mailSentAt.getTime() + SENDER_MAIL_WAIT_SECONDS * 1000 - now.getTime()) / 1000,
        );
        throw httpError(429, SENDER_WAIT_MESSAGE, { 'Retry-After': String(Math.max(wait, 1)) });
      }
      await mailVerification(claimed);
      const [fresh] = await deps.db.select().from(senders).where(eq(senders.id, id));
      return c.json(toSender(fresh ?? claimed));
    })
    .on(ep.verifySender, (c) => decide(c, 'verified'))
    .on(ep.rejectSender, (c) => decide(c, 'rejected')).app;
}
