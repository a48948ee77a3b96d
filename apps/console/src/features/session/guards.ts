/**
 * The route guards of spec §2, §4 and §6, for `beforeLoad`:
 * - `requireLogin`: no session → /login, remembering the page (`?redirect=`);
 * - `requireVerified`: an account whose email is not verified → /profile (which shows the notice);
 * - `redirectLoggedIn`: the login and register pages send a logged-in user on;
 * - `requireOpenPage`: a user within the account who opens an owner's page by its address goes to
 *   their start page, since its calls would be refused and a refusal ends the session (decision 0006);
 * - `requireAdmin`: the administrator's pages are not there (404) for anyone else, nor while an
 *   administrator acts as a user (the API refuses its calls then, and a refusal ends the session).
 */
import { accessOf, type Route } from '@switchboard/contract';
import { notFound, redirect, type StaticDataRouteOption } from '@tanstack/react-router';
import type { SessionContext } from '#app/context';
import { isVerified } from '#app/session';
import { navSections, products } from '../shell/navigation';
import { profileMenuItems } from '../shell/profileMenu';
import { homePath, safeRedirect } from './paths';

interface GuardArgs {
  context: SessionContext;
  location: { href: string; pathname: string };
}

const ownersOnly = ({ needs }: { needs?: Route | undefined }) =>
  needs !== undefined && accessOf(needs) !== 'members';

/** The listed pages a user within the account may not use: those whose needed endpoint is the owner's. */
const ownersPages: readonly string[] = [
  ...navSections.flatMap((section) => ('items' in section ? section.items : [])),
  ...profileMenuItems,
  ...products,
]
  .filter(ownersOnly)
  .map(({ to }) => to);

/** `matches`: the routes of the page being opened, whose menu entries (shell/menu.ts) say what they need. */
export function requireOpenPage({
  context,
  location,
  matches,
}: GuardArgs & { matches: readonly { staticData: StaticDataRouteOption }[] }): void {
  const user = context.profile?.user_info;
  if (user?.user_type !== 'user' || user.impersonating) return;
  // '/widget' is the widget list itself; every other page also covers the pages below it.
  const closed =
    ownersPages.some(
      (to) => location.pathname === to || (to !== '/widget' && location.pathname.startsWith(`${to}/`)),
    ) || matches.some((match) => match.staticData.menu !== undefined && ownersOnly(match.staticData.menu));
  if (closed) throw redirect({ href: homePath(context.profile), replace: true });
}

export function requireLogin({ context, location }: GuardArgs): void {
  if (!context.api.isLoggedIn()) {
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  }
}

export function requireAdmin({ context }: GuardArgs): void {
  if (!context.profile?.user_info.is_admin || context.api.isImpersonating()) throw notFound();
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
