import type { Profile } from '@switchboard/contract';

/**
 * Where a logged-in user starts. Spec §2 sends `/` to /widget, but the widget area is not built
 * yet and only areas that exist may appear: everyone starts on /profile, which suits verified and
 * unverified accounts alike (the unverified notice shows there). When /widget lands, return it for
 * verified profiles here and nothing else changes.
 */
export function homePath(_profile: Profile | null): string {
  return '/profile';
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
