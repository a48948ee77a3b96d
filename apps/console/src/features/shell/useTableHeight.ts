import { useSyncExternalStore } from 'react';

/** Spec §9: the users table is as tall as the window minus 290 px. */
export const TABLE_HEIGHT_OFFSET = 290;

/** The smallest height given, so a very short window still shows a few rows. */
const MIN_HEIGHT = 240;

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/**
 * The height for a DataTable's scrolling body: the window's inner height minus `offset`,
 * updated whenever the window is resized.
 */
export function useTableHeight(offset = TABLE_HEIGHT_OFFSET): number {
  const windowHeight = useSyncExternalStore(
    subscribe,
    () => window.innerHeight,
    () => 800,
  );
  return Math.max(windowHeight - offset, MIN_HEIGHT);
}
