import type { ApiClient } from '@switchboard/api-client';

/** localStorage: the username of the impersonated user, for the banner (the API client keeps only the id). */
export const IMPERSONATED_NAME_KEY = 'impersonatedUserName';

/**
 * Starts acting as a PBX user (spec §6) for a reason, and remembers their name for the impersonation banner.
 * Use this rather than `api.impersonate` directly.
 */
export async function startImpersonation(
  api: ApiClient,
  user: { id: number; username: string },
  reason: string,
): Promise<void> {
  await api.impersonate(user.id, reason);
  try {
    localStorage.setItem(IMPERSONATED_NAME_KEY, user.username);
  } catch {
    // Storage refused: the banner falls back to the user's id.
  }
}

/** The remembered username, when it belongs to the impersonation running now. */
export function impersonatedName(): string | null {
  try {
    return localStorage.getItem(IMPERSONATED_NAME_KEY);
  } catch {
    return null;
  }
}

export function forgetImpersonatedName(): void {
  try {
    localStorage.removeItem(IMPERSONATED_NAME_KEY);
  } catch {
    // Nothing to forget.
  }
}
