import { useForm } from '@switchboard/forms/react';
import { Alert, AuthLayout, TextField } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { FormStack } from '../forms/FormStack';
import { shownInFields, statusOf } from '../forms/failures';
import { useBindField } from '../forms/useBindField';
import { useSubmitFailure } from '../forms/useSubmitFailure';
import { AppLink } from '../shell/links';
import { authMessages as m } from './auth.messages';

/**
 * /forgot-password: mails a reset link (GET /admin/profile/forgot-password/{email}). Spec §8: an
 * unknown address reads "We can't find a user with that email address", other failures
 * 'Password forget request failed'.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const { api } = useApp();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    // No request body here (the address is in the path): the shared rule set checks the field.
    rules: { email: 'required|email' },
    onSubmit: async ({ email }) => {
      await api.call('forgotPassword', { params: { email: email.trim() } });
      setSent(true);
    },
  });

  const bind = useBindField(form);
  const { failure, submit } = useSubmitFailure(form, (error) => {
    const status = statusOf(error);
    if (status === 404) {
      form.setErrors({ email: intl.formatMessage(m.unknownEmail) });
      return null;
    }
    if (status === 422 && shownInFields(error, ['email'])) return null;
    return intl.formatMessage(status === 429 ? m.tooManyAttempts : m.forgotFailed);
  });

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
      <FormStack
        label={intl.formatMessage(m.forgotTitle)}
        onSubmit={submit}
        failure={failure}
        submit={{ label: intl.formatMessage(m.forgotSubmit), loading: form.submitting }}
      >
        <TextField
          {...bind('email', intl.formatMessage(m.email))}
          type="email"
          autoComplete="email"
          required
        />
      </FormStack>
    </AuthLayout>
  );
}
