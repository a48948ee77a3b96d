import type { UseForm } from '@switchboard/forms/react';
import { PasswordField } from '@switchboard/ui';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useBindField } from '../forms/useBindField';
import { authMessages as m } from './auth.messages';

type NewPasswordValues = { password: string; password_confirmation: string };

/** A new password with its hint, and its confirmation (registering, resetting the password). */
export function NewPasswordFields<V extends NewPasswordValues & Record<string, unknown>>({
  form,
  label,
}: {
  form: UseForm<V>;
  /** The first field's label ('Password', 'New password'). */
  label: MessageDescriptor;
}) {
  const intl = useIntl();
  // Only the two password fields of V are bound here.
  const bind = useBindField(form as unknown as UseForm<NewPasswordValues>);
  return (
    <>
      <PasswordField
        {...bind('password', intl.formatMessage(label))}
        hint={intl.formatMessage(m.passwordHint)}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...bind('password_confirmation', intl.formatMessage(m.passwordConfirmation))}
        autoComplete="new-password"
        required
      />
    </>
  );
}
