import { twoFactorCodeBody } from '@switchboard/contract';
import { useForm } from '@switchboard/forms/react';
import { TextField } from '@switchboard/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { contractErrors } from '../forms/contractErrors';
import { FormStack } from '../forms/FormStack';
import { shownInFields, statusOf } from '../forms/failures';
import { useBindField } from '../forms/useBindField';
import { useSubmitFailure } from '../forms/useSubmitFailure';
import { signInFailure } from '../session/signInFailure';
import { twoFactorMessages as m } from './twoFactor.messages';

const validate = contractErrors(twoFactorCodeBody);

/**
 * A code from the authenticator app (or a recovery code): the field, its rule-set check, and the
 * failures a code can meet (a wrong code under the field, too many tries, anything else above).
 */
export function CodeForm({
  label,
  submitLabel,
  onSubmit,
  explain,
  children,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  /** A failure this form's caller words itself (e.g. an expired login); null: the default. */
  explain?: (status: number | null) => ReactNode | null;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { code: '' },
    validate,
    onSubmit: ({ code }) => onSubmit(code.trim()),
  });
  const bind = useBindField(form);
  const { failure, submit } = useSubmitFailure(form, (error) => {
    const status = statusOf(error);
    if (status === 422 && shownInFields(error, ['code'])) return null;
    const own = explain?.(status);
    if (own) return own;
    return signInFailure(intl, status);
  });
  return (
    <FormStack
      label={label}
      onSubmit={submit}
      failure={failure}
      submit={{ label: submitLabel, loading: form.submitting }}
    >
      {children}
      <TextField
        {...bind('code', intl.formatMessage(m.code))}
        hint={intl.formatMessage(m.codeHint)}
        autoComplete="one-time-code"
        dir="ltr"
        required
      />
    </FormStack>
  );
}
