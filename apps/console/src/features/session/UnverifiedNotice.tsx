import { ApiError } from '@switchboard/api-client';
import { Alert, Button } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { sessionMessages as m } from './session.messages';

/**
 * Spec §2, §8: an account whose email is not verified sees this notice with a link that sends the
 * verification email again, then 'Email has been resent to your address! Please check'. A user
 * within an account cannot verify the owner's address, so they get the notice without the link.
 */
export function UnverifiedNotice({ canResend }: { canResend: boolean }) {
  const intl = useIntl();
  const { mutations } = useApp();
  const resend = useMutation(mutations.resendActivation());

  if (resend.isSuccess) {
    return <Alert kind="success">{intl.formatMessage(m.resent)}</Alert>;
  }
  const failed = resend.isError && !(resend.error instanceof ApiError && resend.error.status === 401);
  return (
    <Alert
      kind={failed ? 'danger' : 'info'}
      title={intl.formatMessage(m.unverifiedTitle)}
      action={
        canResend && (
          <Button size="small" loading={resend.isPending} onClick={() => resend.mutate({})}>
            {intl.formatMessage(m.resend)}
          </Button>
        )
      }
    >
      {failed
        ? intl.formatMessage(m.resendFailed)
        : intl.formatMessage(canResend ? m.unverifiedText : m.unverifiedUserText)}
    </Alert>
  );
}
