import type { Profile } from '@switchboard/contract';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '#app/AppContextProvider';
import { useSession } from './useSession';

/**
 * The session's profile (GET /admin/me) from the cache the root route filled; null when logged out.
 * Used app-wide, also outside any page's loader (the shell, guards): `enabled` keeps it from asking
 * while logged out, and the root route's loader has already filled it while logged in.
 */
export function useProfile(): Profile | null {
  const { queries } = useApp();
  const { loggedIn } = useSession();
  const { data } = useQuery({ ...queries.me(), enabled: loggedIn, staleTime: 60_000 });
  return loggedIn ? (data ?? null) : null;
}
