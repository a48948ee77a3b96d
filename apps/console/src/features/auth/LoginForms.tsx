import { rootLoginBody, userLoginBody } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { Alert, Button, Checkbox, PasswordField, Stack, TextField } from '@switchboard/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../app/AppContextProvider';
import { contractErrors } from '../forms/contractErrors';
import { shownInFields, statusOf } from '../forms/failures';
import { useFieldError } from '../forms/useFieldError';
import { AppLink } from '../shell/links';
import { authMessages as m } from './auth.messages';

export interface LoginFormProps {
  /** Called with the login's redirect path once the session is stored. */
  onLoggedIn: (redirect: string) => Promise<void>;
}

/** Spec §8: a refused login says why; anything else is 'Login request failed. Please try again later'. */
function useLoginFailure(fields: readonly string[]) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const report = (error: unknown) => {
    const status = statusOf(error);
    if (status === 422 && shownInFields(error, fields)) return setFailure(null);
    if (status === 401) return setFailure(intl.formatMessage(m.invalidCredentials));
    if (status === 429) return setFailure(intl.formatMessage(m.tooManyAttempts));
    setFailure(intl.formatMessage(m.loginFailed));
  };
  return { failure, report, clear: () => setFailure(null) };
}

/** The account owner's login: email, password, remember me. */
export function RootLoginForm({ onLoggedIn }: LoginFormProps) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { api } = useApp();
  const { failure, report, clear } = useLoginFailure(['email', 'password']);
  const form = useForm({
    initialValues: { email: '', password: '', remember: false },
    validate: contractErrors(rootLoginBody),
    onSubmit: async (values) => onLoggedIn(await api.login.root(values)),
  });
  const submit = (event: FormEvent) => {
    clear();
    form.handleSubmit(event).catch(report);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={intl.formatMessage(m.loginOwner)}>
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
        <PasswordField
          label={intl.formatMessage(m.password)}
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          error={fieldError(form.errors.password, intl.formatMessage(m.password))}
        />
        <RememberRow
          checked={form.values.remember}
          onChange={(checked) => form.setValue('remember', checked)}
        />
        <Button kind="primary" type="submit" loading={form.submitting}>
          {intl.formatMessage(m.loginSubmit)}
        </Button>
      </Stack>
    </form>
  );
}

const validateUserLogin = contractErrors(userLoginBody);

/** A user within an account: username, password and the account's client id, remember me. */
export function UserLoginForm({ onLoggedIn }: LoginFormProps) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const { api } = useApp();
  const { failure, report, clear } = useLoginFailure(['username', 'password', 'client_id']);
  const form = useForm({
    initialValues: { username: '', password: '', client_id: '', remember: false },
    // An empty client id is a missing one ('Client ID is required.'), not a malformed one.
    validate: ({ client_id, ...values }) =>
      validateUserLogin({ ...values, client_id: client_id || undefined }),
    onSubmit: async ({ client_id, ...values }) =>
      onLoggedIn(await api.login.user({ ...values, client_id: Number(client_id) })),
  });
  const submit = (event: FormEvent) => {
    clear();
    form.handleSubmit(event).catch(report);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={intl.formatMessage(m.loginUser)}>
      <Stack gap="lg">
        {failure && <Alert kind="danger">{failure}</Alert>}
        <TextField
          label={intl.formatMessage(m.username)}
          autoComplete="username"
          required
          value={form.values.username}
          onChange={(value) => form.setValue('username', value)}
          error={fieldError(form.errors.username, intl.formatMessage(m.username))}
        />
        <PasswordField
          label={intl.formatMessage(m.password)}
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          error={fieldError(form.errors.password, intl.formatMessage(m.password))}
        />
        <TextField
          label={intl.formatMessage(m.clientId)}
          hint={intl.formatMessage(m.clientIdHint)}
          numbersOnly
          inputMode="numeric"
          required
          value={form.values.client_id}
          onChange={(value) => form.setValue('client_id', value)}
          error={fieldError(form.errors.client_id, intl.formatMessage(m.clientId))}
        />
        <RememberRow
          checked={form.values.remember}
          onChange={(checked) => form.setValue('remember', checked)}
        />
        <Button kind="primary" type="submit" loading={form.submitting}>
          {intl.formatMessage(m.loginSubmit)}
        </Button>
      </Stack>
    </form>
  );
}

function RememberRow({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const intl = useIntl();
  return (
    <Stack direction="row" justify="between" wrap gap="sm">
      <Checkbox label={intl.formatMessage(m.rememberMe)} checked={checked} onChange={onChange} />
      <AppLink to="/forgot-password">{intl.formatMessage(m.forgotPasswordLink)}</AppLink>
    </Stack>
  );
}
