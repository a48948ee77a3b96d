import { useEffect, useRef } from 'react';
import { type KeyStep, parseShortcut, stepFromEvent, stepMatches } from './KeyboardShortcuts.keys';

export interface KeyboardShortcut {
  /** Keys as 'mod+k' (mod is ⌘ on Apple, Ctrl elsewhere), 'shift+?', or a sequence 'g u'. */
  keys: string;
  /** What it does, shown in the shortcuts help dialog. */
  description: string;
  /** Runs when the keys are pressed. */
  action: () => void;
  /** Also fires while typing in an input, textarea, select or editable region. @default false */
  allowInInputs?: boolean;
}

export interface KeyboardShortcutsOptions {
  /** Listens only while true. @default true */
  enabled?: boolean;
  /** Milliseconds allowed between the keys of a sequence such as 'g u'. @default 1000 */
  sequenceTimeout?: number;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable]:not([contenteditable="false"])'))
    return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    );
  }
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox';
}

/**
 * Runs actions on keyboard shortcuts anywhere in the document. Keys typed into text fields are
 * ignored unless a shortcut opts in with `allowInInputs`.
 */
export function useKeyboardShortcuts(
  shortcuts: readonly KeyboardShortcut[],
  { enabled = true, sequenceTimeout = 1000 }: KeyboardShortcutsOptions = {},
): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;

  useEffect(() => {
    if (!enabled) return;
    let history: { step: KeyStep; at: number }[] = [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const step = stepFromEvent(event);
      if (!step) return;
      const now = Date.now();
      history = [...history.filter((entry) => now - entry.at <= sequenceTimeout), { step, at: now }].slice(
        -4,
      );
      const typing = isTyping(event.target);
      // The longest sequence wins, so 'g u' beats a lone 'u'.
      const candidates = latest.current
        .filter((shortcut) => !typing || shortcut.allowInInputs)
        .map((shortcut) => ({ shortcut, steps: parseShortcut(shortcut.keys) }))
        .sort((a, b) => b.steps.length - a.steps.length);
      for (const { shortcut, steps } of candidates) {
        if (steps.length > history.length) continue;
        const recent = history.slice(-steps.length);
        const matches = steps.every((wanted, i) => {
          const pressed = recent[i];
          return pressed !== undefined && stepMatches(wanted, pressed.step);
        });
        if (matches) {
          event.preventDefault();
          history = [];
          shortcut.action();
          return;
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, sequenceTimeout]);
}
