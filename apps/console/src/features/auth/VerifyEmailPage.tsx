import { Result } from '@switchboard/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { statusOf } from '../forms/failures';
import { homePath } from '../session/paths';
import { useSession } from '../session/useSession';
import { AppLink } from '../shell/links';
import { authMessages as m } from './auth.messages';

/** Where to go after the verification: on to the console, or to the login. */
function NextLink() {
  const intl = useIntl();
  const { loggedIn } = useSession();
  return loggedIn ? (
    <AppLink to={homePath(null)}>{intl.formatMessage(m.continue)}</AppLink>
  ) : (
    <AppLink to="/login">{intl.formatMessage(m.loginLink)}</AppLink>
  );
}

/** The landing page of the verification mail, once its route's loader has verified the token. */
export function VerifyEmailPage() {
  const intl = useIntl();
  return (
    <Result kind="success" title={intl.formatMessage(m.verified)} actions={<NextLink />}>
      {intl.formatMessage(m.verifiedHint)}
    </Result>
  );
}

/** The verification was refused: an unknown or spent token (404), or another failure. */
export function VerifyEmailError({ error }: ErrorComponentProps) {
  const intl = useIntl();
  const invalid = statusOf(error) === 404;
  return (
    <Result
      kind="danger"
      title={intl.formatMessage(invalid ? m.verifyInvalid : m.verifyFailed)}
      actions={<NextLink />}
    >
      {invalid && intl.formatMessage(m.verifyInvalidHint)}
    </Result>
  );
}
