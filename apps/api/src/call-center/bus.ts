/**
 * Tells the wallboards that an account's calls changed (an event stored, a phone registered), so
 * their streams send a fresh snapshot. The message is only the account's id: a wallboard reads
 * what changed from the database, so a lost or doubled message costs a late or extra snapshot,
 * never a wrong one. In process by default; with REDIS_URL over Redis pub/sub (./redis-bus.ts), so
 * a stream open on one instance hears events stored by another (decision 0025).
 */

export type AccountListener = () => void;

export interface CallEventBus {
  /** After the change is stored: every listener of the account, on every instance, hears it. */
  publish(accountId: number): void;
  /** Listens for the account's changes; returns the unsubscribe. */
  subscribe(accountId: number, listener: AccountListener): () => void;
  /** Aborted when the bus closes (the server shuts down): open streams end on it. */
  readonly closing: AbortSignal;
  close(): Promise<void>;
}

export interface LocalListeners extends Pick<CallEventBus, 'subscribe' | 'closing'> {
  /** Calls the account's listeners after the current task (a publisher never waits on them). */
  deliver(accountId: number): void;
  close(): void;
}

/** Listeners of this process by account, and the closing signal: what both buses share. */
export function localListeners(): LocalListeners {
  const byAccount = new Map<number, Set<AccountListener>>();
  const closer = new AbortController();
  return {
    closing: closer.signal,
    close: () => closer.abort(),
    deliver(accountId: number) {
      const listeners = byAccount.get(accountId);
      if (!listeners) return;
      queueMicrotask(() => {
        for (const listener of listeners) listener();
      });
    },
    subscribe(accountId: number, listener: AccountListener) {
      let listeners = byAccount.get(accountId);
      if (!listeners) {
        listeners = new Set();
        byAccount.set(accountId, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byAccount.get(accountId) === listeners) byAccount.delete(accountId);
      };
    },
  };
}

/** One process: a publish reaches this process's listeners only. */
export function inProcessBus(): CallEventBus {
  const local = localListeners();
  return {
    publish: local.deliver,
    subscribe: local.subscribe,
    closing: local.closing,
    async close() {
      local.close();
    },
  };
}
