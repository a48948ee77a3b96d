/**
 * A wallboard as server-sent events: the first snapshot, then a fresh one when the account's calls
 * change (changes within COALESCE_MS fold into one snapshot: a call's burst of events is one
 * redraw), and every HEARTBEAT_MS a refresh that is sent only when it differs (an agent's wrap-up
 * ran out, a phone's registration expired, or a change on another instance was missed while Redis
 * was down), else a comment line that keeps proxies from closing an idle connection. The stream
 * ends when the client goes, when the bus closes (the server drains: it must not wait on streams)
 * and when the queue is gone; the client reconnects.
 */
import type { Wallboard } from '@switchboard/contract';
import type { SSEStreamingApi } from 'hono/streaming';
import type { Logger } from '../lib/logger.js';
import type { CallEventBus } from './bus.js';

export const HEARTBEAT_MS = 15_000;
export const COALESCE_MS = 250;

export type Watch = ReturnType<typeof watchAccount>;

/** The account's changes, heard from now on: subscribe before the first read so none is missed. */
export function watchAccount(bus: CallEventBus, accountId: number) {
  let changed = false;
  let stopped = false;
  // Waits that a change ends, and waits that only the end of the stream cuts short.
  const onChange = new Set<() => void>();
  const onStop = new Set<() => void>();
  const end = () => {
    stopped = true;
    for (const done of [...onChange, ...onStop]) done();
  };
  const unsubscribe = bus.subscribe(accountId, () => {
    changed = true;
    for (const done of [...onChange]) done();
  });
  bus.closing.addEventListener('abort', end, { once: true });
  return {
    stopped: () => stopped || bus.closing.aborted,
    /** Whether a change arrived since the last take (and forgets it). */
    take() {
      const was = changed;
      changed = false;
      return was;
    },
    /** Resolves after `ms`, on the end, and on a change when `untilChange` (at once if one is pending). */
    wait(ms: number, untilChange: boolean) {
      return new Promise<void>((resolve) => {
        if (stopped || bus.closing.aborted || (untilChange && changed)) return resolve();
        const waiters = untilChange ? onChange : onStop;
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiters.add(done);
      });
    },
    stop() {
      unsubscribe();
      bus.closing.removeEventListener('abort', end);
      end();
    },
  };
}

/** The board without its time, to tell a changed board from the same one read later. */
const content = ({ at: _at, ...rest }: Wallboard) => JSON.stringify(rest);

/** Writes the stream until it ends; `read` answers the board now (null: the queue is gone). */
export async function followWallboard(
  stream: SSEStreamingApi,
  first: Wallboard,
  read: () => Promise<Wallboard | null>,
  watch: Watch,
  log: Pick<Logger, 'error'>,
): Promise<void> {
  stream.onAbort(() => watch.stop());
  const send = (board: Wallboard) => stream.writeSSE({ event: 'snapshot', data: JSON.stringify(board) });
  try {
    let last = content(first);
    await send(first);
    while (!watch.stopped() && !stream.aborted) {
      await watch.wait(HEARTBEAT_MS, true);
      if (watch.take()) await watch.wait(COALESCE_MS, false);
      if (watch.stopped() || stream.aborted) break;
      // The changes of the coalescing window are in this read.
      watch.take();
      const board = await read();
      if (!board) break;
      const now = content(board);
      if (now === last) {
        await stream.write(': heartbeat\n\n');
      } else {
        last = now;
        await send(board);
      }
    }
  } catch (error) {
    // The database failed a read: the stream ends and the client reconnects to a fresh snapshot.
    log.error('wallboard stream failed', error);
  } finally {
    watch.stop();
  }
}
