import { rootLoginBody, type TwoFactorChallenge, userLoginBody } from '@switchboard/contract';
import { type UseForm, useForm } from '@switchboard/forms/react';
import { Checkbox, PasswordField, Stack, TextField } from '@switchboard/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '../forms/contractErrors';
import { FormStack } from '../forms/FormStack';
import { shownInFields, statusOf } from '../forms/failures';
import { useBindField } from '../forms/useBindField';
import { useSubmitFailure } from '../forms/useSubmitFailure';
import { signInFailure } from '../session/signInFailure';
import { AppLink } from '../shell/links';
import { authMessages as m } from './auth.messages';

export interface LoginFormProps {
  /** Called with the login's redirect path once the session is stored. */
  onLoggedIn: (redirect: string) => Promise<void>;
}

type LoginValues = { password: string; remember: boolean } & Record<string, unknown>;

/**
 * The frame both login forms share: the failure notice, the fields, the password, remember me and
 * the submit button. Spec §8: a refused login says why; anything else is 'Login request failed.
 * Please try again later'.
 */
function LoginFrame<V extends LoginValues>({
  form,
  label,
  fields,
  children,
  afterPassword,
}: {
  form: UseForm<V>;
  /** The form's accessible name. */
  label: string;
  /** The fields a 422 may name. */
  fields: readonly string[];
  /** The fields above the password. */
  children: ReactNode;
  /** The fields between the password and remember me. */
  afterPassword?: ReactNode;
}) {
  const intl = useIntl();
  // Both forms have a password and remember me; V's other fields do not matter here.
  const bind = useBindField(form as unknown as UseForm<LoginValues>);
  const { failure, submit } = useSubmitFailure(form, (error) => {
    const status = statusOf(error);
    if (status === 422 && shownInFields(error, fields)) return null;
    if (status === 401) return intl.formatMessage(m.invalidCredentials);
    return signInFailure(intl, status);
  });
  return (
    <FormStack
      label={label}
      onSubmit={submit}
      failure={failure}
      submit={{ label: intl.formatMessage(m.loginSubmit), loading: form.submitting }}
    >
      {children}
      <PasswordField
        {...bind('password', intl.formatMessage(m.password))}
        autoComplete="current-password"
        required
      />
      {afterPassword}
      <Stack direction="row" justify="between" wrap gap="sm">
        <Checkbox
          label={intl.formatMessage(m.rememberMe)}
          checked={form.values.remember}
          onChange={(checked) => form.setValue('remember', checked as V['remember'])}
        />
        <AppLink to="/forgot-password">{intl.formatMessage(m.forgotPasswordLink)}</AppLink>
      </Stack>
    </FormStack>
  );
}

/**
 * The account owner's login: email, password, remember me. With two-factor login the password
 * step answers a challenge, which `onChallenge` takes to the second step.
 */
export function RootLoginForm({
  onLoggedIn,
  onChallenge,
}: LoginFormProps & { onChallenge: (challenge: TwoFactorChallenge) => void }) {
  const intl = useIntl();
  const { api } = useApp();
  const form = useForm({
    initialValues: { email: '', password: '', remember: false },
    validate: contractErrors(rootLoginBody),
    onSubmit: async (values) => {
      const answer = await api.login.root(values);
      if (typeof answer === 'string') await onLoggedIn(answer);
      else onChallenge(answer);
    },
  });
  const bind = useBindField(form);
  return (
    <LoginFrame form={form} label={intl.formatMessage(m.loginOwner)} fields={['email', 'password']}>
      <TextField {...bind('email', intl.formatMessage(m.email))} type="email" autoComplete="email" required />
    </LoginFrame>
  );
}

const validateUserLogin = contractErrors(userLoginBody);

/** A user within an account: username, password and the account's client id, remember me. */
export function UserLoginForm({ onLoggedIn }: LoginFormProps) {
  const intl = useIntl();
  const { api } = useApp();
  const form = useForm({
    initialValues: { username: '', password: '', client_id: '', remember: false },
    // An empty client id is a missing one ('Client ID is required.'), not a malformed one.
    validate: ({ client_id, ...values }) =>
      validateUserLogin({ ...values, client_id: client_id || undefined }),
    onSubmit: async ({ client_id, ...values }) =>
      onLoggedIn(await api.login.user({ ...values, client_id: Number(client_id) })),
  });
  const bind = useBindField(form);
  return (
    <LoginFrame
      form={form}
      label={intl.formatMessage(m.loginUser)}
      fields={['username', 'password', 'client_id']}
      afterPassword={
        <TextField
          {...bind('client_id', intl.formatMessage(m.clientId))}
          hint={intl.formatMessage(m.clientIdHint)}
          numbersOnly
          inputMode="numeric"
          required
        />
      }
    >
      <TextField {...bind('username', intl.formatMessage(m.username))} autoComplete="username" required />
    </LoginFrame>
  );
}
