import type { Profile } from '@switchboard/contract';
import { isVerified } from '../../app/session';

/**
 * Where a logged-in user starts: spec §2 sends `/` to /widget. The widget list needs a verified
 * email, so an unverified account (or one whose profile did not load) starts on /profile, where
 * the notice offers the verification mail.
 */
export function homePath(profile: Profile | null): string {
  return profile !== null && isVerified(profile) ? '/widget' : '/profile';
}

/**
 * A redirect target from a query string or the server, kept only when it is a path of this site:
 * `/xpbx?tab=1` passes, `https://evil.example`, `//evil.example` and `/\evil.example` do not.
 */
export function safeRedirect(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
