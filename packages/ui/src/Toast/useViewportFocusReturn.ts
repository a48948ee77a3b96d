import { useEffect, useRef } from 'react';

/**
 * Radix pauses every toast's timer while focus is inside the toast list, and when a focused toast
 * closes (its close button was pressed) it parks focus on the list itself. Focus then stays in the
 * list, so the remaining toasts never close by themselves (spec §2: every toast closes after 5 s).
 * This gives focus back to where it was before it entered the list (or lets it go) once a toast
 * closes and focus is parked, which resumes the timers.
 */
export function useViewportFocusReturn() {
  const viewport = useRef<HTMLOListElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const list = viewport.current;
    if (!list) return;
    // A native listener: toasts are portalled into the list, so React's focus events skip it.
    const remember = (event: FocusEvent) => {
      const from = event.relatedTarget;
      // The list's parent also holds Radix's focus guards; coming from those is not leaving.
      const region = list.parentElement ?? list;
      if (from instanceof HTMLElement && !region.contains(from)) returnTo.current = from;
    };
    list.addEventListener('focusin', remember);
    return () => list.removeEventListener('focusin', remember);
  }, []);

  return {
    viewportRef: viewport,
    /** Call after a toast closed. */
    afterClose: () => {
      const list = viewport.current;
      if (!list || document.activeElement !== list) return;
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) target.focus();
      else list.blur();
    },
  };
}
