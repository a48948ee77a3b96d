/**
 * The sandbox messaging provider: accepts messages like a real one, keeps them in its own table,
 * and a moment later (`reportDelayMs`) posts a signed delivery report to our webhook, through the
 * app's own request handler (`handle`, set by createApp). Test numbers decide the outcome, as the
 * card sandbox's test cards do: a number ending in 0000 fails, any other is delivered.
 */
import { buildPath, endpoints as ep } from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { sandboxMessages } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import { randomToken } from '../lib/random.js';
import { signPayload, verifySignature } from '../lib/signature.js';
import { type DeliveryReport, MESSAGING_SIGNATURE_HEADER, type MessagingProvider } from './provider.js';

export const MESSAGING_SANDBOX = 'sandbox';

/** How often the sandbox tries to deliver one report. */
const REPORT_ATTEMPTS = 5;

/** Numbers the sandbox never delivers to. */
export const FAILING_NUMBER = /0000$/;

export interface MessagingSandboxOptions {
  db: Database;
  clock: Clock;
  log: Logger;
  secret: string;
  /** The origin of this server (the report's Request URL). */
  publicUrl: string;
  reportDelayMs: number;
}

export interface MessagingSandbox extends MessagingProvider {
  /** Sends the reports not yet sent; answers how many got through. */
  reportPending(): Promise<number>;
  /** Where reports go (the app's fetch); set by createApp. */
  handle: ((request: Request) => Response | Promise<Response>) | null;
}

export function messagingSandbox(options: MessagingSandboxOptions): MessagingSandbox {
  const { db, clock, log, secret } = options;
  const webhookPath = buildPath(ep.messagingWebhook.path, { provider: MESSAGING_SANDBOX });

  async function report(id: string): Promise<boolean> {
    const [message] = await db.select().from(sandboxMessages).where(eq(sandboxMessages.id, id));
    if (!message || message.reported || !sandbox.handle) return false;
    const body: DeliveryReport = {
      id: `evt_${randomToken()}`,
      type: 'message.status',
      message_id: id,
      status: message.outcome,
      error: message.outcome === 'failed' ? 'Unreachable number' : null,
    };
    const payload = JSON.stringify(body);
    const response = await sandbox.handle(
      new Request(`${options.publicUrl}${webhookPath}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [MESSAGING_SIGNATURE_HEADER]: signPayload(secret, payload, clock.now()),
        },
        body: payload,
      }),
    );
    await response.body?.cancel();
    if (!response.ok) return false;
    await db.update(sandboxMessages).set({ reported: true }).where(eq(sandboxMessages.id, id));
    return true;
  }

  /**
   * Reports a moment later, as a network would, and tries again a few times when our webhook does
   * not take it (it answers 409 while the message's id is not stored yet).
   */
  function later(id: string, attempt: number): void {
    const delay = attempt === 1 ? options.reportDelayMs : Math.max(options.reportDelayMs, 100) * attempt;
    const timer = setTimeout(() => {
      report(id)
        .then((sent) => {
          if (!sent && attempt < REPORT_ATTEMPTS) later(id, attempt + 1);
        })
        .catch((error) => log.error(`messaging sandbox: report ${id} not delivered`, error));
    }, delay);
    timer.unref?.();
  }

  const sandbox: MessagingSandbox = {
    name: MESSAGING_SANDBOX,
    handle: null,

    async submit(message) {
      const id = `msg_${randomToken()}`;
      await db.insert(sandboxMessages).values({
        id,
        fromName: message.from,
        toNumber: message.to,
        text: message.text,
        outcome: FAILING_NUMBER.test(message.to) ? 'failed' : 'delivered',
        createdAt: clock.now(),
      });
      later(id, 1);
      return { id };
    },

    async reportPending() {
      const pending = await db
        .select({ id: sandboxMessages.id })
        .from(sandboxMessages)
        .where(eq(sandboxMessages.reported, false));
      let sent = 0;
      for (const { id } of pending) if (await report(id).catch(() => false)) sent++;
      return sent;
    },

    parseWebhook(payload, signature, now) {
      if (!signature || !verifySignature(secret, payload, signature, now)) return null;
      try {
        return JSON.parse(payload) as unknown;
      } catch {
        return null;
      }
    },
  };
  return sandbox;
}
