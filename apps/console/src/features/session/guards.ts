/**
 * The route guards of spec §2, §4 and §6, for `beforeLoad`:
 * - `requireLogin`: no session → /login, remembering the page (`?redirect=`);
 * - `requireVerified`: an account whose email is not verified → /profile (which shows the notice);
 * - `redirectLoggedIn`: the login and register pages send a logged-in user on.
 */
import { redirect } from '@tanstack/react-router';
import type { SessionContext } from '../../app/context';
import { isVerified } from '../../app/session';
import { homePath, safeRedirect } from './paths';

interface GuardArgs {
  context: SessionContext;
  location: { href: string };
}

export function requireLogin({ context, location }: GuardArgs): void {
  if (!context.api.isLoggedIn()) {
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  }
}

export function requireVerified({ context }: GuardArgs): void {
  if (!isVerified(context.profile)) throw redirect({ to: '/profile', replace: true });
}

export function redirectLoggedIn({
  context,
  search,
}: {
  context: SessionContext;
  search: { redirect?: string };
}) {
  if (context.api.isLoggedIn()) {
    throw redirect({ href: safeRedirect(search.redirect) ?? homePath(context.profile), replace: true });
  }
}
