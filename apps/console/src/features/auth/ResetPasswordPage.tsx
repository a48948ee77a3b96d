import { ApiError } from '@switchboard/api-client';
import { resetPasswordBody } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Alert, AuthLayout, Button, PasswordField, Stack } from '@switchboard/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { contractErrors } from '../forms/contractErrors';
import { shownInFields, statusOf } from '../forms/failures';
import { useFieldError } from '../forms/useFieldError';
import { AppLink } from '../shell/links';
import { authMessages as m } from './auth.messages';

type Failure = 'token' | 'other' | 'tooMany' | null;

/**
 * /reset-password/{token}: the link from the reset mail. Spec §8: a spent or unknown token reads
 * 'This password reset token is invalid', other failures 'Password reset request failed'.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { api } = useApp();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const form = useForm({
    initialValues: { token, password: '', password_confirmation: '' },
    validate: contractErrors(resetPasswordBody),
    onSubmit: async (body) => {
      await api.call('resetPassword', { body });
      setDone(true);
    },
  });

  const submit = (event: FormEvent) => {
    setFailure(null);
    form.handleSubmit(event).catch((error: unknown) => {
      const status = statusOf(error);
      if (error instanceof ApiError && error.errors.token) return setFailure('token');
      if (status === 422 && shownInFields(error, ['password', 'password_confirmation'])) return;
      setFailure(status === 429 ? 'tooMany' : 'other');
    });
  };

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
      <form noValidate onSubmit={submit} aria-label={intl.formatMessage(m.resetTitle)}>
        <Stack gap="lg">
          {failure === 'token' && (
            <Alert
              kind="danger"
              action={<AppLink to="/forgot-password">{intl.formatMessage(m.requestNewLink)}</AppLink>}
            >
              {intl.formatMessage(m.resetTokenInvalid)}
            </Alert>
          )}
          {(failure === 'other' || failure === 'tooMany') && (
            <Alert kind="danger">
              {intl.formatMessage(failure === 'tooMany' ? m.tooManyAttempts : m.resetFailed)}
            </Alert>
          )}
          <PasswordField
            label={intl.formatMessage(m.newPassword)}
            hint={intl.formatMessage(m.passwordHint)}
            autoComplete="new-password"
            required
            value={form.values.password}
            onChange={(value) => form.setValue('password', value)}
            error={fieldError(form.errors.password, intl.formatMessage(m.newPassword))}
          />
          <PasswordField
            label={intl.formatMessage(m.passwordConfirmation)}
            autoComplete="new-password"
            required
            value={form.values.password_confirmation}
            onChange={(value) => form.setValue('password_confirmation', value)}
            error={fieldError(form.errors.password_confirmation, intl.formatMessage(m.passwordConfirmation))}
          />
          <Button kind="primary" type="submit" loading={form.submitting}>
            {intl.formatMessage(m.resetSubmit)}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
