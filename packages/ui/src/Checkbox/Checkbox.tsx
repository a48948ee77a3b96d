import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import { Icon } from '../Icon/Icon';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import * as styles from './Checkbox.css';
import { Choice } from './Choice';

type RootProps = Omit<
  ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'onChange' | 'asChild' | 'children'
>;

export interface CheckboxProps extends RootProps {
  /** Visible label beside the box; also its accessible name. */
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. a row checkbox in a table). @default false */
  hideLabel?: boolean;
  /** Short help under the label while there is no error. */
  hint?: ReactNode;
  /** Error under the label; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Checked state (controlled); `'indeterminate'` shows a dash (e.g. "some rows selected"). */
  checked?: boolean | 'indeterminate';
  /** Initial state of an uncontrolled checkbox. @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles it. */
  onChange?: (checked: boolean) => void;
  /** Disables the checkbox. @default false */
  disabled?: boolean;
  /** Marks the checkbox required (e.g. accepting the terms). @default false */
  required?: boolean;
}

/**
 * A labelled checkbox (Radix Checkbox), toggled by click or Space. State shows as
 * `data-state="checked" | "unchecked" | "indeterminate"` and `data-disabled` on the box.
 */
export function Checkbox({
  label,
  hideLabel = false,
  hint,
  error,
  checked,
  defaultChecked,
  onChange,
  disabled = false,
  required = false,
  id,
  className,
  ...props
}: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `checkbox-${generated}`;
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
      <CheckboxPrimitive.Root
        {...props}
        id={controlId}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(state) => onChange?.(state === true)}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={styles.box}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          {checked === 'indeterminate' ? <span className={styles.dash} /> : <Icon name="check" size={14} />}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
    </Choice>
  );
}
