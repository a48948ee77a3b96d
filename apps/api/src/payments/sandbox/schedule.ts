/**
 * The sandbox provider's own schedule, as a real provider runs it on its side: every 10 minutes it
 * bills the subscriptions whose period has ended and sends again the events whose delivery
 * failed. One run at a time; it is a development provider, so each API instance runs its own.
 */
import type { Logger } from '../../lib/logger.js';
import { periodic } from '../../lib/periodic.js';
import type { SandboxProvider } from './provider.js';

export const BILLING_EVERY_MS = 10 * 60 * 1000;

export const scheduleSandbox = (sandbox: SandboxProvider, log: Logger, everyMs = BILLING_EVERY_MS) =>
  periodic(
    'sandbox billing run',
    async () => {
      await sandbox.runBilling();
      await sandbox.redeliver();
    },
    log,
    everyMs,
  );
