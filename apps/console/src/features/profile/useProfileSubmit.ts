import type { UseForm } from '@switchboard/forms/react';
import { toast } from '@switchboard/ui';
import type { FormEvent } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { failureNotice } from '#features/forms/failureNotice';

/**
 * A profile form's submit (spec §8): `precheck` names what is wrong before sending (a danger
 * notice; the form still marks its fields), then a failed save says why (`invalid` for field
 * errors).
 */
export function useProfileSubmit(
  form: Pick<UseForm<Record<string, unknown>>, 'handleSubmit'>,
  invalid: MessageDescriptor,
  precheck: () => MessageDescriptor | null,
) {
  const intl = useIntl();
  return (event: FormEvent) => {
    event.preventDefault();
    const problem = precheck();
    if (problem) toast.danger(intl.formatMessage(problem));
    form.handleSubmit().catch((error: unknown) => {
      const notice = failureNotice(intl, error, invalid);
      if (notice) toast.danger(notice);
    });
  };
}
