/** A root user's login, once every factor is checked: the session and where the console goes. */
import type { LoginResponse } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { startSession } from './sessions.js';

/** Where the console goes after login (spec §4): unverified accounts land on the profile. */
export function redirectFor(verified: boolean, isAdmin: boolean): string {
  if (isAdmin) return '/profile/users';
  return verified ? '/widget' : '/profile';
}

export async function loginAnswer(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  owner: { id: number; accountId: number; isAdmin: boolean; emailVerifiedAt: Date | null },
  remember: boolean,
): Promise<LoginResponse> {
  const pair = await startSession(
    deps,
    { kind: 'root', subjectId: owner.id, accountId: owner.accountId, isAdmin: owner.isAdmin },
    { remember },
  );
  return { ...pair, redirect: redirectFor(owner.emailVerifiedAt !== null, owner.isAdmin) };
}
