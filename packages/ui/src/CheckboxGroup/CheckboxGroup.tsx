import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva } from 'class-variance-authority';
import { type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import * as boxStyles from '../Checkbox/Checkbox.css';
import { Choice } from '../Checkbox/Choice';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import type { RadioGroupOrientation } from '../RadioGroup/RadioGroup.variants';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import * as styles from './CheckboxGroup.css';

const items = cva(styles.items, {
  variants: { orientation: styles.orientation },
  defaultVariants: { orientation: 'horizontal' },
});

/** One choice of the group. */
export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

export interface CheckboxGroupProps
  extends Omit<HTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'defaultValue' | 'children'> {
  /** Visible label naming the group. */
  label: ReactNode;
  /** The choices, in the order they show. */
  options: readonly CheckboxOption[];
  /** The checked values (controlled), in the options' order. */
  value?: readonly string[];
  /** Initially checked values of an uncontrolled group. @default [] */
  defaultValue?: readonly string[];
  /** Called with the checked values, in the options' order. */
  onChange?: (value: string[]) => void;
  /** Options in a wrapping row or a column. @default 'horizontal' */
  orientation?: RadioGroupOrientation;
  /** Short help under the group while there is no error. */
  hint?: ReactNode;
  /** Error under the group; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Disables every option. @default false */
  disabled?: boolean;
  /** Marks the group required (an asterisk after its label). @default false */
  required?: boolean;
}

/**
 * A labelled group of checkboxes choosing several values (a trunk's codecs): a fieldset named by
 * its legend, each option a Radix checkbox toggled by click or Space and reached with Tab. The
 * boxes show `data-state="checked" | "unchecked"`; the group `data-invalid` with an error.
 */
export function CheckboxGroup({
  label,
  options,
  value,
  defaultValue = [],
  onChange,
  orientation = 'horizontal',
  hint,
  error,
  disabled = false,
  required = false,
  id,
  className,
  ...props
}: CheckboxGroupProps) {
  const generated = useId();
  const groupId = id ?? `checkbox-group-${generated}`;
  const labelId = `${groupId}-label`;
  const messageId = `${groupId}-message`;
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue);
  const checked = value ?? uncontrolled;
  const errorText = firstMessage(error);
  const message = errorText || hint;

  const toggle = (option: string, on: boolean) => {
    const next = options
      .map((item) => item.value)
      .filter((item) => (item === option ? on : checked.includes(item)));
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  return (
    <fieldset
      {...props}
      id={groupId}
      aria-labelledby={labelId}
      aria-describedby={message ? messageId : undefined}
      data-invalid={errorText ? true : undefined}
      className={cx(styles.root, className)}
    >
      <legend id={labelId} className={cx(fieldStyles.label, styles.legend)}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={items({ orientation })}>
        {options.map((option, index) => {
          const optionId = `${groupId}-${index}`;
          const off = disabled || option.disabled === true;
          return (
            <Choice
              key={option.value}
              id={optionId}
              label={option.label}
              messageId={`${optionId}-m`}
              disabled={off}
            >
              <CheckboxPrimitive.Root
                id={optionId}
                value={option.value}
                checked={checked.includes(option.value)}
                onCheckedChange={(state) => toggle(option.value, state === true)}
                disabled={off}
                aria-invalid={errorText ? true : undefined}
                className={boxStyles.box}
              >
                <CheckboxPrimitive.Indicator className={boxStyles.indicator}>
                  <Icon name="check" size={14} />
                </CheckboxPrimitive.Indicator>
              </CheckboxPrimitive.Root>
            </Choice>
          );
        })}
      </div>
      {message && (
        <p
          id={messageId}
          className={errorText ? fieldStyles.error : fieldStyles.hint}
          role={errorText ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </fieldset>
  );
}
