import { registerBody } from '@switchboard/contract';
import { termsError } from '@switchboard/forms';
import { useForm } from '@switchboard/forms/react';
import { AuthLayout, Checkbox, TextField, toast } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '../forms/contractErrors';
import { FormStack } from '../forms/FormStack';
import { shownInFields, statusOf } from '../forms/failures';
import { useBindField } from '../forms/useBindField';
import { useSubmitFailure } from '../forms/useSubmitFailure';
import { AppLink } from '../shell/links';
import { authMessages as m } from './auth.messages';
import { NewPasswordFields } from './NewPasswordFields';
import { useAfterLogin } from './useAfterLogin';

const fields = ['name', 'email', 'password', 'password_confirmation', 'terms'] as const;

/**
 * /register: the account owner signs up and is logged in at once; the server mails the
 * verification link. The terms must be accepted (spec §5, §8).
 */
export function RegisterPage() {
  const intl = useIntl();
  const { api } = useApp();
  const onRegistered = useAfterLogin(undefined);
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

  const bind = useBindField(form);
  const { failure, submit } = useSubmitFailure(form, (error) => {
    const status = statusOf(error);
    if (status === 422 && shownInFields(error, fields)) return null;
    return intl.formatMessage(status === 429 ? m.tooManyAttempts : m.registerFailed);
  });

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
      <FormStack
        label={intl.formatMessage(m.registerTitle)}
        onSubmit={submit}
        failure={failure}
        submit={{ label: intl.formatMessage(m.registerSubmit), loading: form.submitting }}
      >
        <TextField {...bind('name', intl.formatMessage(m.name))} autoComplete="name" required />
        <TextField
          {...bind('email', intl.formatMessage(m.email))}
          type="email"
          autoComplete="email"
          required
        />
        <NewPasswordFields form={form} label={m.password} />
        <Checkbox {...bind.checked('terms', intl.formatMessage(m.terms))} required />
      </FormStack>
    </AuthLayout>
  );
}
