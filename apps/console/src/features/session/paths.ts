import type { Profile } from '@switchboard/contract';
import { isVerified } from '#app/session';

/**
 * Where a logged-in user starts: spec §2 sends `/` to /widget. The widget list needs a verified
 * email, so an unverified account (or one whose profile did not load) starts on /profile, where
 * the notice offers the verification mail. A user within the account does not manage widgets
 * (decision 0006): they start on the PBX users, the area their login acts in.
 */
export function homePath(profile: Profile | null): string {
  if (profile === null || !isVerified(profile)) return '/profile';
  return profile.user_info.user_type === 'user' ? USER_AREA_PATH : '/widget';
}

/** Where a user's area starts: their PBX settings (spec §4: the users screens act for them). */
export const USER_AREA_PATH = '/xpbx/settings/users';

/**
 * A redirect target from a query string or the server, kept only when it is a path of this site:
 * `/xpbx?tab=1` passes, `https://evil.example`, `//evil.example` and `/\evil.example` do not.
 */
export function safeRedirect(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
