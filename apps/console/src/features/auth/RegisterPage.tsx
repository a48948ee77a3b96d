import { registerBody } from '@switchboard/contract';
import { termsError } from '@switchboard/forms';
import { useForm } from '@switchboard/forms/react';
import { Alert, AuthLayout, Button, Checkbox, PasswordField, Stack, TextField, toast } from '@switchboard/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { contractErrors } from '../forms/contractErrors';
import { shownInFields, statusOf } from '../forms/failures';
import { useFieldError } from '../forms/useFieldError';
import { AppLink } from '../shell/links';
import { authMessages as m } from './auth.messages';
import { useAfterLogin } from './useAfterLogin';

const fields = ['name', 'email', 'password', 'password_confirmation', 'terms'] as const;

/**
 * /register: the account owner signs up and is logged in at once; the server mails the
 * verification link. The terms must be accepted (spec §5, §8).
 */
export function RegisterPage() {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { api } = useApp();
  const onRegistered = useAfterLogin(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const validateBody = contractErrors(registerBody);
  const form = useForm({
    initialValues: { name: '', email: '', password: '', password_confirmation: '', terms: false },
    validate: (values) => {
      const errors = validateBody(values);
      const { terms: _contractText, ...rest } = errors;
      // The contract's English text, translated: 'You have to accept our terms and services'.
      return termsError(values.terms) ? { ...rest, terms: intl.formatMessage(m.acceptTerms) } : rest;
    },
    onSubmit: async (values) => {
      const redirect = await api.register(values);
      toast.success(intl.formatMessage(m.registered));
      await onRegistered(redirect);
    },
  });

  const submit = (event: FormEvent) => {
    setFailure(null);
    form.handleSubmit(event).catch((error: unknown) => {
      const status = statusOf(error);
      if (status === 422 && shownInFields(error, fields)) return;
      setFailure(intl.formatMessage(status === 429 ? m.tooManyAttempts : m.registerFailed));
    });
  };

  return (
    <AuthLayout
      title={intl.formatMessage(m.registerTitle)}
      description={intl.formatMessage(m.registerDescription)}
      footer={
        <>
          <span>{intl.formatMessage(m.haveAccount)}</span>
          <AppLink to="/login">{intl.formatMessage(m.loginLink)}</AppLink>
        </>
      }
    >
      <form noValidate onSubmit={submit} aria-label={intl.formatMessage(m.registerTitle)}>
        <Stack gap="lg">
          {failure && <Alert kind="danger">{failure}</Alert>}
          <TextField
            label={intl.formatMessage(m.name)}
            autoComplete="name"
            required
            value={form.values.name}
            onChange={(value) => form.setValue('name', value)}
            error={fieldError(form.errors.name, intl.formatMessage(m.name))}
          />
          <TextField
            label={intl.formatMessage(m.email)}
            type="email"
            autoComplete="email"
            required
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            error={fieldError(form.errors.email, intl.formatMessage(m.email))}
          />
          <PasswordField
            label={intl.formatMessage(m.password)}
            hint={intl.formatMessage(m.passwordHint)}
            autoComplete="new-password"
            required
            value={form.values.password}
            onChange={(value) => form.setValue('password', value)}
            error={fieldError(form.errors.password, intl.formatMessage(m.password))}
          />
          <PasswordField
            label={intl.formatMessage(m.passwordConfirmation)}
            autoComplete="new-password"
            required
            value={form.values.password_confirmation}
            onChange={(value) => form.setValue('password_confirmation', value)}
            error={fieldError(form.errors.password_confirmation, intl.formatMessage(m.passwordConfirmation))}
          />
          <Checkbox
            label={intl.formatMessage(m.terms)}
            required
            checked={form.values.terms}
            onChange={(checked) => form.setValue('terms', checked)}
            error={fieldError(form.errors.terms, intl.formatMessage(m.terms))}
          />
          <Button kind="primary" type="submit" loading={form.submitting}>
            {intl.formatMessage(m.registerSubmit)}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
