import type { PbxUser } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { forgetImpersonatedName, startImpersonation } from '../session/impersonation';
import { USER_AREA_PATH } from '../session/paths';
import { pbxUsersMessages as m } from './pbxUsers.messages';

/**
 * The settings column of the users table in login mode (spec §2, §6): Login impersonates the user
 * for the reason asked (api-client `impersonate`), says so and opens the user's area; Logout ends the impersonation.
 * Each resolves once done and reports failures itself with a danger notice.
 */
export function useUserLogin(redirectTo: string = USER_AREA_PATH) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { api } = useApp();

  const login = async (user: Pick<PbxUser, 'id' | 'username'>, reason: string) => {
    try {
      await startImpersonation(api, user, reason);
    } catch {
      toast.danger(intl.formatMessage(m.impersonateFailed, { name: user.username }));
      return;
    }
    toast.success(intl.formatMessage(m.impersonated, { name: user.username }));
    await navigate({ href: redirectTo });
  };

  const logout = async (user: PbxUser) => {
    try {
      await api.stopImpersonating();
      forgetImpersonatedName();
    } catch {
      toast.danger(intl.formatMessage(m.impersonationEndFailed, { name: user.username }));
      return;
    }
    toast.success(intl.formatMessage(m.impersonationEnded, { name: user.username }));
  };

  return { login, logout };
}
