import type { Profile } from '@switchboard/contract';
import type { AppContext } from './context';

/** How long the session's profile counts as fresh; invalidating ['profile'] refetches it sooner. */
const PROFILE_FRESH_MS = 60_000;

/**
 * The logged-in user's profile (GET /admin/me), for the guards and the header. Spec §2: the app
 * loads it first and goes on whether or not that succeeds, so a failure gives the last known
 * profile or null. A refused token (401/403/419) has already logged the user out (api-client).
 */
export async function loadSessionProfile(context: AppContext): Promise<Profile | null> {
  if (!context.api.isLoggedIn()) return null;
  const options = context.queries.me();
  try {
    return await context.queryClient.fetchQuery({ ...options, staleTime: PROFILE_FRESH_MS, retry: false });
  } catch {
    return context.queryClient.getQueryData(options.queryKey) ?? null;
  }
}

/** Spec §2: verified routes need `email_verified_at`; the profile of a user within an account carries its owner's. */
export function isVerified(profile: Profile | null | undefined): boolean {
  return Boolean(profile?.user_info.email_verified_at);
}
