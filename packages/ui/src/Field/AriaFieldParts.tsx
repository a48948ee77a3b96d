import { type ReactNode, useContext } from 'react';
import { FieldError, FieldErrorContext, Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

export interface AriaFieldLabelProps {
  /** Visible label naming the field. */
  label: ReactNode;
  /** Shows the required asterisk. @default false */
  required?: boolean;
}

/** The label of a react-aria field, looking like `Field`'s. */
export function AriaFieldLabel({ label, required = false }: AriaFieldLabelProps) {
  return (
    <Label className={styles.label}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

export interface AriaFieldMessageProps {
  /** The caller's error (the first message only); marks the field invalid. */
  error?: ReactNode;
  /** Short help shown while there is no error. */
  hint?: ReactNode;
}

/**
 * What `Field` shows under a react-aria field: the caller's error, else react-aria's own validation
 * message (a date or number out of range, in the field's locale), else the hint.
 */
export function AriaFieldMessage({ error, hint }: AriaFieldMessageProps) {
  const validation = useContext(FieldErrorContext);
  if (error) {
    return (
      <Text slot="errorMessage" className={styles.error} role="alert">
        {error}
      </Text>
    );
  }
  if (validation?.isInvalid) return <FieldError className={styles.error} />;
  return hint ? (
    <Text slot="description" className={styles.hint}>
      {hint}
    </Text>
  ) : null;
}
