import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: sidebar and appearance saves run at most once per 2 seconds. */
export const SAVE_THROTTLE_MS = 2000;

export type ThrottledSaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

/**
 * Saves the latest of a stream of values at most once per `interval` (spec §4: sidebar and
 * appearance). The first change saves at once; changes made while a save runs or within the
 * interval after it started wait, and only the newest is sent when the interval ends. A value still
 * waiting when the screen closes is sent then, so leaving never loses an edit.
 */
export function useThrottledSave<T>(save: (value: T) => Promise<unknown>, interval = SAVE_THROTTLE_MS) {
  const [state, setState] = useState<ThrottledSaveState>('idle');
  const saveRef = useRef(save);
  saveRef.current = save;
  const pending = useRef<{ value: T } | null>(null);
  const lastStart = useRef(Number.NEGATIVE_INFINITY);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  const run = useCallback(() => {
    const next = pending.current;
    if (!next) return;
    if (running.current) {
      if (mounted.current) setState('waiting');
      return;
    }
    const wait = lastStart.current + interval - Date.now();
    if (wait > 0) {
      if (mounted.current) setState('waiting');
      clearTimeout(timer.current);
      timer.current = setTimeout(run, wait);
      return;
    }
    pending.current = null;
    running.current = true;
    lastStart.current = Date.now();
    if (mounted.current) setState('saving');
    saveRef.current(next.value).then(
      () => {
        running.current = false;
        if (mounted.current) setState(pending.current ? 'waiting' : 'saved');
        run();
      },
      () => {
        running.current = false;
        if (mounted.current) setState('failed');
        run();
      },
    );
  }, [interval]);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      run();
    },
    [run],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
      const next = pending.current;
      pending.current = null;
      if (next) void saveRef.current(next.value).catch(() => undefined);
    };
  }, []);

  return { schedule, state };
}
