/**
 * Work run every `everyMs` in the background (webhook deliveries, the sandbox provider's billing):
 * one run at a time, a failure logged and the next run tried, the timer never holding the process
 * open; `stop()` waits for a run in progress (the SIGTERM drain).
 */
import type { Logger } from './logger.js';

export interface Periodic {
  stop(): Promise<void>;
}

export function periodic(what: string, work: () => Promise<unknown>, log: Logger, everyMs: number): Periodic {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      try {
        await work();
      } catch (error) {
        log.error(`${what} failed`, error);
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
