/** `MESSAGING_PROVIDER` → the adapter. Only the sandbox ships; a real provider's adapter goes here. */
import { type Config, DEVELOPMENT_WEBHOOK_SECRET } from '../config.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import type { MessagingProvider } from './provider.js';
import { MESSAGING_SANDBOX, type MessagingSandbox, messagingSandbox } from './sandbox.js';

/** The sandbox's report delay when the configuration names none. */
export const DEFAULT_REPORT_DELAY_MS = 1000;

export function messagingProviderFor(
  config: Config,
  deps: { db: Database; clock: Clock; log: Logger },
): MessagingProvider {
  const name = config.messagingProvider ?? MESSAGING_SANDBOX;
  if (name !== MESSAGING_SANDBOX) {
    throw new Error(`MESSAGING_PROVIDER=${name}: no such messaging provider (known: ${MESSAGING_SANDBOX})`);
  }
  return messagingSandbox({
    ...deps,
    secret: config.messagingWebhookSecret ?? DEVELOPMENT_WEBHOOK_SECRET,
    publicUrl: config.publicUrl,
    reportDelayMs: config.messagingReportDelayMs ?? DEFAULT_REPORT_DELAY_MS,
  });
}

/** The sandbox, when it is the provider in use (createApp hands it the app's fetch). */
export const messagingSandboxOf = (provider: MessagingProvider): MessagingSandbox | null =>
  provider.name === MESSAGING_SANDBOX ? (provider as MessagingSandbox) : null;
