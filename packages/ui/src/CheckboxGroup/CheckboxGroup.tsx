import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import * as boxStyles from '../Checkbox/Checkbox.css';
import { Choice } from '../Checkbox/Choice';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { type ChoiceGroupProps, choiceItems, optionId, useChoiceGroup } from '../internal/ChoiceGroup';
import { cx } from '../internal/cx';
import type { RadioGroupOrientation } from '../RadioGroup/RadioGroup.variants';
import * as styles from './CheckboxGroup.css';

/** One choice of the group. */
export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

export interface CheckboxGroupProps
  extends Omit<HTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'defaultValue' | 'children'>,
    ChoiceGroupProps {
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
  const group = useChoiceGroup({
    idPrefix: 'checkbox-group',
    id,
    label,
    labelAs: 'legend',
    labelClassName: cx(fieldStyles.label, styles.legend),
    required,
    hint,
    error,
  });
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue);
  const checked = value ?? uncontrolled;

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
      {...group.aria}
      id={group.groupId}
      data-invalid={group.invalid}
      className={cx(fieldStyles.root, styles.fieldset, className)}
    >
      {group.label}
      <div className={choiceItems({ orientation })}>
        {options.map((option, index) => {
          const id = optionId(group.groupId, index);
          const off = disabled || option.disabled === true;
          return (
            <Choice key={option.value} id={id} label={option.label} messageId={`${id}-m`} disabled={off}>
              <CheckboxPrimitive.Root
                id={id}
                value={option.value}
                checked={checked.includes(option.value)}
                onCheckedChange={(state) => toggle(option.value, state === true)}
                disabled={off}
                aria-invalid={group.invalid}
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
      {group.message}
    </fieldset>
  );
}
