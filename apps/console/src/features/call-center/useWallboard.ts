/**
 * A queue's wallboard as its server-sent events bring it (the api-client's `stream`). The stream
 * reconnects after a drop, an end (the server drains, or restarted) or a server error, waiting 1 s
 * and doubling to 15 s, and keeps the last board on screen meanwhile ('reconnecting'); a refusal
 * (404: no such queue; 403) stops it. Not a TanStack query: a stream pushes, it is not refetched.
 */
import { ApiError } from '@switchboard/api-client';
import type { Wallboard } from '@switchboard/contract';
import { useEffect, useState } from 'react';
import { useApp } from '#app/AppContextProvider';

export type WallboardStatus = 'connecting' | 'live' | 'reconnecting' | 'not-found' | 'failed';

export interface WallboardState {
  board: Wallboard | null;
  status: WallboardStatus;
  /** The viewer's clock minus the server's when the board arrived: live waits count from the server's. */
  skewMs: number;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 15_000;

export function useWallboard(queueId: number): WallboardState {
  const { api } = useApp();
  const [state, setState] = useState<WallboardState>({ board: null, status: 'connecting', skewMs: 0 });

  useEffect(() => {
    const controller = new AbortController();
    let retryMs = FIRST_RETRY_MS;
    setState({ board: null, status: 'connecting', skewMs: 0 });
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        controller.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
      });
    (async () => {
      while (!controller.signal.aborted) {
        try {
          await api.stream('wallboardStream', {
            params: { id: queueId },
            signal: controller.signal,
            onEvent: (board) => {
              retryMs = FIRST_RETRY_MS;
              setState({ board, status: 'live', skewMs: Date.now() - new Date(board.at).getTime() });
            },
          });
        } catch (error) {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            setState((s) => ({ ...s, status: error.status === 404 ? 'not-found' : 'failed' }));
            return;
          }
        }
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, status: 'reconnecting' }));
        await pause(retryMs);
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      }
    })();
    return () => controller.abort();
  }, [api, queueId]);

  return state;
}

/** The time now, once a second while mounted: live waits tick. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
