import { createContext, type ReactNode, useContext } from 'react';
import type { AppContext } from './context';

const Context = createContext<AppContext | null>(null);

export function AppContextProvider({ value, children }: { value: AppContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The API client, query cache and query/mutation options (the router context, for components). */
export function useApp(): AppContext {
  const value = useContext(Context);
  if (!value) throw new Error('useApp() needs <AppContextProvider> above it');
  return value;
}
