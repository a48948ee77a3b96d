import type { ReactNode } from 'react';
import type { ToastKind } from './Toast.variants';

export interface ToastOptions {
  /** Milliseconds before this toast closes; `Infinity` keeps it until closed. Defaults to the Toaster's. */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: number;
  kind: ToastKind;
  message: ReactNode;
}

type Show = (message: ReactNode, options?: ToastOptions) => number;

export interface ToastStore {
  /** Shows a success toast; returns its id. */
  success: Show;
  /** Shows a danger toast (errors); returns its id. */
  danger: Show;
  /** Shows a neutral toast; returns its id. */
  light: Show;
  /** Closes one toast. */
  dismiss: (id: number) => void;
  /** Closes every toast. */
  clear: () => void;
  /** For `useSyncExternalStore`: listens for changes and returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** The toasts showing now, oldest first (an immutable snapshot). */
  getSnapshot: () => readonly ToastEntry[];
}

/** A toast queue living outside React, so any code (request handlers, stores) can show toasts. */
export function createToastStore(): ToastStore {
  let toasts: readonly ToastEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly ToastEntry[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  const show =
    (kind: ToastKind): Show =>
    (message, options) => {
      const id = nextId++;
      set([...toasts, { ...options, id, kind, message }]);
      return id;
    };
  return {
    success: show('success'),
    danger: show('danger'),
    light: show('light'),
    dismiss: (id) => set(toasts.filter((entry) => entry.id !== id)),
    clear: () => set([]),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The app-wide toast queue that `<Toaster />` shows by default: `toast.success('Widget data saved!')`. */
export const toast = createToastStore();
