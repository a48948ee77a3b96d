import { useCallback, useEffect, useState } from 'react';
import { themeClasses } from './themes.css';

export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

/** localStorage key for the chosen mode (spec §2). */
export const THEME_STORAGE_KEY = 'theme';

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

export function storedThemeMode(): ThemeMode | null {
  try {
    const value = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isThemeMode(value) ? value : null;
  } catch {
    return null;
  }
}

export function systemThemeMode(): ThemeMode {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Puts the theme class on <html> so portals (dialogs, toasts, popovers) are themed too. */
export function applyThemeMode(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  for (const m of themeModes) root.classList.toggle(themeClasses[m], m === mode);
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
}

/**
 * The user's theme mode: the stored choice, else the OS preference (followed live until the
 * user picks one). Setting it persists under `theme` and applies it to the document.
 */
export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const [stored, setStored] = useState<ThemeMode | null>(storedThemeMode);
  const [system, setSystem] = useState<ThemeMode>(systemThemeMode);
  const mode = stored ?? system;

  useEffect(() => {
    const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const onChange = (e: MediaQueryListEvent) => setSystem(e.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Another tab (or a test) that changes the stored mode is followed here too.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === THEME_STORAGE_KEY) setStored(isThemeMode(e.newValue) ? e.newValue : null);
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => globalThis.removeEventListener?.('storage', onStorage);
  }, []);

  useEffect(() => applyThemeMode(mode), [mode]);

  const setMode = useCallback((next: ThemeMode) => {
    try {
      globalThis.localStorage?.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the choice still applies for this visit.
    }
    setStored(next);
  }, []);

  return [mode, setMode];
}
