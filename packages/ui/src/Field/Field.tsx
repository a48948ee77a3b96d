import type { ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Field.css';

/** Ids and ARIA attributes a control spreads to be labelled and described by its field. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  /** Visible label naming the control. */
  label: ReactNode;
  /** Short help shown under the control while there is no error. */
  hint?: ReactNode;
  /** Error text shown under the control; only the first message is ever passed (spec §5). */
  error?: ReactNode;
  /** Marks the field as required for assistive technology and with an asterisk. @default false */
  required?: boolean;
  /** Id for the control; generated when absent. */
  id?: string;
  /** Class for the field's root element. */
  className?: string;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, then hint or error: the frame every form control in the kit sits in. */
export function Field({ label, hint, error, required = false, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const messageId = `${controlId}-message`;
  const message = error || hint;
  return (
    <div className={cx(styles.root, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        ...(message ? { 'aria-describedby': messageId } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {message && (
        <p id={messageId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
