import { accessOf, type Endpoint } from '@switchboard/contract';
import { useProfile } from './useProfile';

/**
 * Whether the session may call an entry (decision 0006): a user within the account reaches only the
 * entries open to members, so screens leave out the actions that would be refused.
 */
export function useMayCall(): (endpoint: Endpoint | undefined) => boolean {
  const member = useProfile()?.user_info.user_type === 'user';
  return (endpoint) => endpoint !== undefined && (!member || accessOf(endpoint) === 'members');
}
