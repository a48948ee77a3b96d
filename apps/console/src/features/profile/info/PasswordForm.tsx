import { changePasswordBody } from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { useForm } from '@switchboard/forms/react';
import { Button, Card, PasswordField, Stack, toast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../../app/AppContextProvider';
import { contractErrors } from '../../forms/contractErrors';
import { useFieldError } from '../../forms/useFieldError';
import { failureNotice } from '../failureNotice';
import { profileInfoMessages as m, profileNoticeMessages as n } from '../profile.messages';

const validateBody = contractErrors(changePasswordBody);
const empty = { user_old_pwd: '', user_new_pwd: '', user_retype_pwd: '' };

/**
 * The password change (spec §2, §5, §8): old, new and retyped. Saving stays disabled until the new
 * and retyped fields are both filled; when they differ it says 'The passwords must be the same!'
 * and sends nothing. Other devices are signed out by the server; this one stays.
 */
export function PasswordForm() {
  const intl = useIntl();
  const fieldError = useFieldError();
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBody(form.values);
    if (found.user_retype_pwd === messages.passwordsDiffer())
      toast.danger(intl.formatMessage(m.passwordsDiffer));
    else if (Object.keys(found).length > 0) toast.danger(intl.formatMessage(n.fixErrors));
    form.handleSubmit().catch((error: unknown) => {
      const notice = failureNotice(intl, error, n.fixErrors);
      if (notice) toast.danger(notice);
    });
  };

  const label = {
    old: intl.formatMessage(m.oldPassword),
    new: intl.formatMessage(m.newPassword),
    retype: intl.formatMessage(m.retypePassword),
  };
  const ready = form.values.user_new_pwd !== '' && form.values.user_retype_pwd !== '';

  return (
    <Card title={intl.formatMessage(m.passwordTitle)} headingLevel={2}>
      <form noValidate onSubmit={submit} aria-label={intl.formatMessage(m.passwordTitle)}>
        <Stack gap="lg">
          <PasswordField
            label={label.old}
            autoComplete="current-password"
            required
            value={form.values.user_old_pwd}
            onChange={(value) => form.setValue('user_old_pwd', value)}
            error={fieldError(form.errors.user_old_pwd, label.old)}
          />
          <PasswordField
            label={label.new}
            autoComplete="new-password"
            required
            hint={intl.formatMessage(m.newPasswordHint)}
            value={form.values.user_new_pwd}
            onChange={(value) => form.setValue('user_new_pwd', value)}
            error={fieldError(form.errors.user_new_pwd, label.new)}
          />
          <PasswordField
            label={label.retype}
            autoComplete="new-password"
            required
            value={form.values.user_retype_pwd}
            onChange={(value) => form.setValue('user_retype_pwd', value)}
            error={fieldError(form.errors.user_retype_pwd, label.retype)}
          />
          <Stack direction="row">
            <Button kind="primary" type="submit" disabled={!ready} loading={form.submitting}>
              {intl.formatMessage(m.passwordSave)}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
