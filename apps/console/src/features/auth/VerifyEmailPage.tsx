import { queryKeys } from '@switchboard/api-client';
import { Result, Spinner } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { statusOf } from '../forms/failures';
import { homePath } from '../session/paths';
import { useSession } from '../session/useSession';
import { AppLink } from '../shell/links';
import { authMessages as m } from './auth.messages';

/**
 * The landing page of the verification mail: sends the token to the API (GET /admin/verify/{token},
 * contract `verifyEmail`) once, and shows the outcome. A query rather than a mutation, so a second
 * render (React's strict mode, a refocus) never spends the token twice.
 */
export function VerifyEmailPage({ token }: { token: string }) {
  const intl = useIntl();
  const { api, queryClient } = useApp();
  const { loggedIn } = useSession();
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: ({ signal }) => api.call('verifyEmail', { params: { token }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  // The session's profile now says verified: let the guards and the header see it.
  useEffect(() => {
    if (verification.isSuccess) void queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
  }, [verification.isSuccess, queryClient]);

  const next = loggedIn ? (
    <AppLink to={homePath(null)}>{intl.formatMessage(m.continue)}</AppLink>
  ) : (
    <AppLink to="/login">{intl.formatMessage(m.loginLink)}</AppLink>
  );

  if (verification.isPending) {
    return (
      <Result title={intl.formatMessage(m.verifyTitle)}>
        <Spinner size="large" label={intl.formatMessage(m.verifyTitle)} />
      </Result>
    );
  }
  if (verification.isError) {
    const invalid = statusOf(verification.error) === 404;
    return (
      <Result
        kind="danger"
        title={intl.formatMessage(invalid ? m.verifyInvalid : m.verifyFailed)}
        actions={next}
      >
        {invalid && intl.formatMessage(m.verifyInvalidHint)}
      </Result>
    );
  }
  return (
    <Result kind="success" title={intl.formatMessage(m.verified)} actions={next}>
      {intl.formatMessage(m.verifiedHint)}
    </Result>
  );
}
