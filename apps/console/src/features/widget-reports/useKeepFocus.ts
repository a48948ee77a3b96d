import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * The global loader makes the page inert while statistics load, and the browser then drops the
 * focus to the body: a keyboard user who just changed a filter would lose their place. Call the
 * returned function before a change; once the loader is gone the control gets the focus back.
 */
export function useKeepFocus() {
  const last = useRef<HTMLElement | null>(null);
  const loading = useIsFetching({ predicate: (query) => query.meta?.globalLoader === true }) > 0;
  useEffect(() => {
    if (loading) return;
    const element = last.current;
    last.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (element?.isConnected && lost) element.focus();
  }, [loading]);
  return () => {
    if (document.activeElement instanceof HTMLElement) last.current = document.activeElement;
  };
}
