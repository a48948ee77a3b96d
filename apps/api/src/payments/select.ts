/** `PAYMENTS_PROVIDER` → the adapter. Only the sandbox ships; a real provider's adapter goes here. */

import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import type { PaymentsProvider } from './provider.js';
import { SANDBOX, type SandboxProvider, sandboxProvider } from './sandbox/provider.js';

export function paymentsProviderFor(
  config: Config,
  deps: { db: Database; clock: Clock; log: Logger },
): PaymentsProvider {
  if (config.paymentsProvider !== SANDBOX) {
    throw new Error(
      `PAYMENTS_PROVIDER=${config.paymentsProvider}: no such card provider (known: ${SANDBOX})`,
    );
  }
  return sandboxProvider({
    ...deps,
    secret: config.paymentsWebhookSecret,
    publicUrl: config.publicUrl,
    webhookUrl: () => config.paymentsWebhookUrl,
  });
}

/** The sandbox, when it is the provider in use (its pages are served only then). */
export const sandboxOf = (provider: PaymentsProvider): SandboxProvider | null =>
  provider.name === SANDBOX ? (provider as SandboxProvider) : null;
