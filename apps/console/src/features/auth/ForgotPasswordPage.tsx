import { useForm } from '@switchboard/forms/react';
import { Alert, AuthLayout, Button, Stack, TextField } from '@switchboard/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { shownInFields, statusOf } from '../forms/failures';
import { useFieldError } from '../forms/useFieldError';
import { AppLink } from '../shell/links';
import { authMessages as m } from './auth.messages';

/**
 * /forgot-password: mails a reset link (GET /admin/profile/forgot-password/{email}). Spec §8: an
 * unknown address reads "We can't find a user with that email address", other failures
 * 'Password forget request failed'.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { api } = useApp();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    // No request body here (the address is in the path): the shared rule set checks the field.
    rules: { email: 'required|email' },
    onSubmit: async ({ email }) => {
      await api.call('forgotPassword', { params: { email: email.trim() } });
      setSent(true);
    },
  });

  const submit = (event: FormEvent) => {
    setFailure(null);
    form.handleSubmit(event).catch((error: unknown) => {
      const status = statusOf(error);
      if (status === 404) return form.setErrors({ email: intl.formatMessage(m.unknownEmail) });
      if (status === 422 && shownInFields(error, ['email'])) return;
      setFailure(intl.formatMessage(status === 429 ? m.tooManyAttempts : m.forgotFailed));
    });
  };

  const footer = <AppLink to="/login">{intl.formatMessage(m.backToLogin)}</AppLink>;
  if (sent) {
    return (
      <AuthLayout title={intl.formatMessage(m.forgotTitle)} footer={footer}>
        <Alert kind="success" title={intl.formatMessage(m.resetLinkSent)}>
          {intl.formatMessage(m.resetLinkSentHint)}
        </Alert>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={intl.formatMessage(m.forgotTitle)}
      description={intl.formatMessage(m.forgotDescription)}
      footer={footer}
    >
      <form noValidate onSubmit={submit} aria-label={intl.formatMessage(m.forgotTitle)}>
        <Stack gap="lg">
          {failure && <Alert kind="danger">{failure}</Alert>}
          <TextField
            label={intl.formatMessage(m.email)}
            type="email"
            autoComplete="email"
            required
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            error={fieldError(form.errors.email, intl.formatMessage(m.email))}
          />
          <Button kind="primary" type="submit" loading={form.submitting}>
            {intl.formatMessage(m.forgotSubmit)}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
