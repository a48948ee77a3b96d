import { changePasswordBody } from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { useForm } from '@switchboard/forms/react';
import { Card, PasswordField, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { contractErrors } from '#features/forms/contractErrors';
import { FormStack } from '#features/forms/FormStack';
import { useBindField } from '#features/forms/useBindField';
import { profileInfoMessages as m, profileNoticeMessages as n } from '../profile.messages';
import { useProfileSubmit } from '../useProfileSubmit';

const validateBody = contractErrors(changePasswordBody);
const empty = { user_old_pwd: '', user_new_pwd: '', user_retype_pwd: '' };

/**
 * The password change (spec §2, §5, §8): old, new and retyped. Saving stays disabled until the new
 * and retyped fields are both filled; when they differ it says 'The passwords must be the same!'
 * and sends nothing. Other devices are signed out by the server; this one stays.
 */
export function PasswordForm() {
  const intl = useIntl();
  const { mutations } = useApp();
  const change = useMutation(mutations.changePassword());
  const form = useForm({
    initialValues: empty,
    validate: validateBody,
    onSubmit: async (values) => {
      await change.mutateAsync({ body: values });
      toast.success(intl.formatMessage(m.passwordSaved));
      form.reset();
    },
  });

  const submit = useProfileSubmit(form, n.fixErrors, () => {
    const found = validateBody(form.values);
    if (found.user_retype_pwd === messages.passwordsDiffer()) return m.passwordsDiffer;
    return Object.keys(found).length > 0 ? n.fixErrors : null;
  });
  const bind = useBindField(form);

  const label = {
    old: intl.formatMessage(m.oldPassword),
    new: intl.formatMessage(m.newPassword),
    retype: intl.formatMessage(m.retypePassword),
  };
  const ready = form.values.user_new_pwd !== '' && form.values.user_retype_pwd !== '';

  return (
    <Card title={intl.formatMessage(m.passwordTitle)} headingLevel={2}>
      <FormStack
        label={intl.formatMessage(m.passwordTitle)}
        onSubmit={submit}
        submit={{
          label: intl.formatMessage(m.passwordSave),
          loading: form.submitting,
          disabled: !ready,
          inRow: true,
        }}
      >
        <PasswordField {...bind('user_old_pwd', label.old)} autoComplete="current-password" required />
        <PasswordField
          {...bind('user_new_pwd', label.new)}
          autoComplete="new-password"
          required
          hint={intl.formatMessage(m.newPasswordHint)}
        />
        <PasswordField {...bind('user_retype_pwd', label.retype)} autoComplete="new-password" required />
      </FormStack>
    </Card>
  );
}
