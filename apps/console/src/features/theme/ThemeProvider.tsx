import { type ThemeMode, useThemeMode } from '@switchboard/ui';
import { createContext, type ReactNode, useContext } from 'react';

type ThemeState = [ThemeMode, (mode: ThemeMode) => void];

const Context = createContext<ThemeState | null>(null);

/** One theme state for the app: the kit's mode (kept under `theme`, spec §2) applied to <html>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const state = useThemeMode();
  return <Context.Provider value={state}>{children}</Context.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(Context);
  if (!state) throw new Error('useTheme() needs <ThemeProvider> above it');
  return state;
}
