import { type ReactNode, useId } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { cx } from '../internal/cx';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
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
    <div className={cx(styles.choice, className)} data-disabled={disabled || undefined}>
      <span className={styles.control}>{children}</span>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      {message && (
        <p
          id={messageId}
          className={cx(isError ? fieldStyles.error : fieldStyles.hint, styles.message)}
          role={isError ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
}

/** Props a single labelled choice (checkbox, switch) takes besides its own state. */
export interface ChoiceFieldProps {
  /** Keep the label for screen readers only (e.g. a row control in a table). @default false */
  hideLabel?: boolean;
  /** Short help under the label while there is no error. */
  hint?: ReactNode;
  /** Error under the label; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Disables the control. @default false */
  disabled?: boolean;
  /** Marks the control required for assistive technology. @default false */
  required?: boolean;
  id?: string;
  className?: string;
}

/** What a single choice's control gets from `ChoiceField`: its id, disabled state and ARIA links. */
export interface ChoiceControlProps {
  id: string;
  disabled: boolean;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The props of a single choice that go to its control as they are. */
type ChoiceRest<P> = Omit<P, keyof ChoiceFieldProps | 'label'>;

/**
 * A single labelled choice: `Choice`'s layout plus the id, hint/error message and ARIA links its
 * control needs. `children` renders the control from the remaining props and those.
 */
export function ChoiceField<P extends ChoiceFieldProps & { label: ReactNode }>({
  idPrefix,
  children,
  label,
  hideLabel = false,
  hint,
  error,
  disabled = false,
  required = false,
  id,
  className,
  ...rest
}: P & {
  /** Prefix of the generated id when none is given (`checkbox`, `switch`). */
  idPrefix: string;
  children: (control: ChoiceRest<P> & ChoiceControlProps) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? `${idPrefix}-${generated}`;
  const messageId = `${controlId}-message`;
  const errorText = firstMessage(error);
  const message = errorText || hint;
  return (
    <Choice
      id={controlId}
      label={label}
      hideLabel={hideLabel}
      message={message}
      isError={Boolean(errorText)}
      messageId={messageId}
      disabled={disabled}
      className={className}
    >
      {children({
        // `rest` is P without the props taken above; TypeScript cannot see that through the generic.
        ...(rest as unknown as ChoiceRest<P>),
        id: controlId,
        disabled,
        'aria-required': required || undefined,
        'aria-invalid': errorText ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
      })}
    </Choice>
  );
}
