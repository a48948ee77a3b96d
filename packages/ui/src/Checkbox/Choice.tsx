import type { ReactNode } from 'react';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Choice.css';

export interface ChoiceProps {
  /** Id of the control the label points at. */
  id: string;
  label: ReactNode;
  hideLabel?: boolean;
  /** Hint or error text (already reduced to the first message). */
  message?: ReactNode;
  /** Whether `message` is an error. */
  isError?: boolean;
  /** Id of the message element, for `aria-describedby`. */
  messageId: string;
  disabled?: boolean;
  className?: string;
  /** The control itself (checkbox, switch, radio). */
  children: ReactNode;
}

/** Layout shared by checkbox, switch and radio: control, label beside it, message under the label. */
export function Choice({
  id,
  label,
  hideLabel,
  message,
  isError,
  messageId,
  disabled,
  className,
  children,
}: ChoiceProps) {
  return (
    <div
      className={className ? `${styles.choice} ${className}` : styles.choice}
      data-disabled={disabled || undefined}
    >
      <span className={styles.control}>{children}</span>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      {message && (
        <p
          id={messageId}
          className={`${isError ? fieldStyles.error : fieldStyles.hint} ${styles.message}`}
          role={isError ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
}
