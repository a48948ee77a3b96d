import { accessOf, type Route } from '@switchboard/contract';
import { isVerified } from '#app/session';
import { useProfile } from './useProfile';

/**
 * Whether the session may call an entry (decision 0006): a user within the account reaches only the
 * entries open to members, so screens leave out the actions that would be refused; the
 * administrator's entries are for an administrator on their own login.
 */
export function useMayCall(): (endpoint: Route | undefined) => boolean {
  const user = useProfile()?.user_info;
  // An administrator acting as a user keeps the owner's rights (decision 0006).
  const member = user?.user_type === 'user' && !user.impersonating;
  const administering = user?.is_admin === true && !user.impersonating;
  return (endpoint) =>
    endpoint !== undefined &&
    (endpoint.auth === 'admin' ? administering : !member || accessOf(endpoint) === 'members');
}

/**
 * The menu items a session may open: verified pages once the account is verified, and pages whose
 * endpoint the session may call (decision 0006).
 */
export function useOpenItems(): <I extends { verified?: boolean; needs?: Route }>(
  items: readonly I[],
) => I[] {
  const profile = useProfile();
  const mayCall = useMayCall();
  const verified = isVerified(profile);
  return (items) =>
    items.filter((item) => (verified || !item.verified) && (!item.needs || mayCall(item.needs)));
}
