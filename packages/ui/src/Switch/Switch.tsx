import * as SwitchPrimitive from '@radix-ui/react-switch';
import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import { Choice } from '../Checkbox/Choice';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import * as styles from './Switch.css';

type RootProps = Omit<
  ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'onChange' | 'asChild' | 'children'
>;

export interface SwitchProps extends RootProps {
  /** Visible label beside the switch; also its accessible name. */
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. an "active" switch in a table row). @default false */
  hideLabel?: boolean;
  /** Short help under the label while there is no error. */
  hint?: ReactNode;
  /** Error under the label; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Whether it is on (controlled). */
  checked?: boolean;
  /** Initial state of an uncontrolled switch. @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the user flips it. */
  onChange?: (checked: boolean) => void;
  /** Disables the switch. @default false */
  disabled?: boolean;
  /** Marks the switch required for assistive technology. @default false */
  required?: boolean;
}

/**
 * An on/off switch (Radix Switch), flipped by click or Space; for settings that apply at once,
 * such as is_active. State shows as `data-state="checked" | "unchecked"` and `data-disabled`.
 */
export function Switch({
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
}: SwitchProps) {
  const generated = useId();
  const controlId = id ?? `switch-${generated}`;
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
      <SwitchPrimitive.Root
        {...props}
        id={controlId}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className={styles.track}
      >
        <SwitchPrimitive.Thumb className={styles.thumb} />
      </SwitchPrimitive.Root>
    </Choice>
  );
}
