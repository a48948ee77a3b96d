import { useSyncExternalStore } from 'react';
import { useApp } from '#app/AppContextProvider';

export interface SessionState {
  loggedIn: boolean;
  impersonating: boolean;
  /** The adminUser flag: the login's `is_admin` claim. */
  isAdmin: boolean;
  impersonatedUserId: number | null;
}

/** The stored session, re-read after every login, logout and impersonation change. */
export function useSession(): SessionState {
  const { api } = useApp();
  // A string snapshot keeps useSyncExternalStore's equality check cheap and stable.
  const snapshot = useSyncExternalStore(
    api.subscribe,
    () => `${api.isLoggedIn()}|${api.isImpersonating()}|${api.isAdmin()}|${api.impersonatedUserId() ?? ''}`,
  );
  const [loggedIn, impersonating, isAdmin, userId] = snapshot.split('|');
  return {
    loggedIn: loggedIn === 'true',
    impersonating: impersonating === 'true',
    isAdmin: isAdmin === 'true',
    impersonatedUserId: userId ? Number(userId) : null,
  };
}
