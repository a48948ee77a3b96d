/**
 * The sandbox provider's own schedule, as a real provider runs it on its side: every 10 minutes it
 * bills the subscriptions whose period has ended and sends again the events whose delivery
 * failed. One run at a time; it is a development provider, so each API instance runs its own.
 */
import type { Logger } from '../../lib/logger.js';
import type { SandboxProvider } from './provider.js';

export const BILLING_EVERY_MS = 10 * 60 * 1000;

export function scheduleSandbox(sandbox: SandboxProvider, log: Logger, everyMs = BILLING_EVERY_MS) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      try {
        await sandbox.runBilling();
        await sandbox.redeliver();
      } catch (error) {
        log.error('sandbox billing run failed', error);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
