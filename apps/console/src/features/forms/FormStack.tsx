import { Alert, Button, Stack } from '@switchboard/ui';
import type { FormEvent, ReactNode } from 'react';

export interface FormStackProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** For a submit button outside the form (a dialog's footer). */
  id?: string;
  /** A danger notice above the fields (why the last submit failed). */
  failure?: ReactNode;
  /** The submit button under the fields; leave out when it sits elsewhere. */
  submit?: {
    label: ReactNode;
    loading: boolean;
    disabled?: boolean;
    /** Keep the button its own width rather than the form's. */
    inRow?: boolean;
  };
  children: ReactNode;
}

/** A console form: no browser validation, the fields stacked, an optional failure notice and submit. */
export function FormStack({ label, onSubmit, id, failure, submit, children }: FormStackProps) {
  const button = submit && (
    <Button kind="primary" type="submit" disabled={submit.disabled} loading={submit.loading}>
      {submit.label}
    </Button>
  );
  return (
    <form id={id} noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack gap="lg">
        {failure && <Alert kind="danger">{failure}</Alert>}
        {children}
        {submit?.inRow ? <Stack direction="row">{button}</Stack> : button}
      </Stack>
    </form>
  );
}
