import type { UseForm } from '@switchboard/forms/react';
import { type FormEvent, useState } from 'react';

/**
 * A form's submit that remembers why it failed: the failure is cleared on each submit and set to
 * what `explain` makes of the error (null: nothing to show, e.g. the errors are under the fields).
 */
export function useSubmitFailure<F>(
  form: Pick<UseForm<Record<string, unknown>>, 'handleSubmit'>,
  explain: (error: unknown) => F | null,
) {
  const [failure, setFailure] = useState<F | null>(null);
  const submit = (event: FormEvent) => {
    setFailure(null);
    form.handleSubmit(event).catch((error: unknown) => setFailure(explain(error)));
  };
  return { failure, submit };
}
