import { ApiError } from '@switchboard/api-client';
import { resetPasswordBody } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Alert, AuthLayout } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '../forms/contractErrors';
import { FormStack } from '../forms/FormStack';
import { shownInFields, statusOf } from '../forms/failures';
import { useSubmitFailure } from '../forms/useSubmitFailure';
import { AppLink } from '../shell/links';
import { authMessages as m } from './auth.messages';
import { NewPasswordFields } from './NewPasswordFields';

type Failure = 'token' | 'other' | 'tooMany';

/**
 * /reset-password/{token}: the link from the reset mail. Spec §8: a spent or unknown token reads
 * 'This password reset token is invalid', other failures 'Password reset request failed'.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const intl = useIntl();
  const { api } = useApp();
  const [done, setDone] = useState(false);
  const form = useForm({
    initialValues: { token, password: '', password_confirmation: '' },
    validate: contractErrors(resetPasswordBody),
    onSubmit: async (body) => {
      await api.call('resetPassword', { body });
      setDone(true);
    },
  });

  const { failure, submit } = useSubmitFailure<Failure>(form, (error) => {
    const status = statusOf(error);
    if (error instanceof ApiError && error.errors.token) return 'token';
    if (status === 422 && shownInFields(error, ['password', 'password_confirmation'])) return null;
    return status === 429 ? 'tooMany' : 'other';
  });

  const login = <AppLink to="/login">{intl.formatMessage(m.backToLogin)}</AppLink>;
  if (done) {
    return (
      <AuthLayout title={intl.formatMessage(m.resetTitle)} footer={login}>
        <Alert kind="success" title={intl.formatMessage(m.passwordReset)}>
          {intl.formatMessage(m.passwordResetHint)}
        </Alert>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={intl.formatMessage(m.resetTitle)} footer={login}>
      <FormStack
        label={intl.formatMessage(m.resetTitle)}
        onSubmit={submit}
        failure={
          failure &&
          failure !== 'token' &&
          intl.formatMessage(failure === 'tooMany' ? m.tooManyAttempts : m.resetFailed)
        }
        submit={{ label: intl.formatMessage(m.resetSubmit), loading: form.submitting }}
      >
        {failure === 'token' && (
          <Alert
            kind="danger"
            action={<AppLink to="/forgot-password">{intl.formatMessage(m.requestNewLink)}</AppLink>}
          >
            {intl.formatMessage(m.resetTokenInvalid)}
          </Alert>
        )}
        <NewPasswordFields form={form} label={m.newPassword} />
      </FormStack>
    </AuthLayout>
  );
}
