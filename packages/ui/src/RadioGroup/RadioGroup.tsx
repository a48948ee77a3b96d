import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Choice } from '../Checkbox/Choice';
import * as fieldStyles from '../Field/Field.css';
import { type ChoiceGroupProps, choiceItems, optionId, useChoiceGroup } from '../internal/ChoiceGroup';
import { cx } from '../internal/cx';
import { useDirection } from '../internal/useDirection';
import * as styles from './RadioGroup.css';
import type { RadioGroupOrientation } from './RadioGroup.variants';

/** One choice of the group. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Short help under this option's label. */
  hint?: ReactNode;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

type RootProps = Omit<
  ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'onChange' | 'orientation' | 'dir' | 'asChild' | 'children'
>;

export interface RadioGroupProps extends RootProps, ChoiceGroupProps {
  /** The choices. */
  options: readonly RadioOption[];
  /** Selected value (controlled). */
  value?: string;
  /** Initially selected value of an uncontrolled group. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** Options in a column or a wrapping row; arrow keys follow it. @default 'vertical' */
  orientation?: RadioGroupOrientation;
  /** Marks the group required (asterisk, `aria-required`). @default false */
  required?: boolean;
}

/**
 * A labelled group of radio buttons (Radix RadioGroup): click, or arrow keys and Space.
 * Options show their state as `data-state="checked" | "unchecked"` and `data-disabled`.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  orientation = 'vertical',
  hint,
  error,
  disabled = false,
  required = false,
  id,
  className,
  ...props
}: RadioGroupProps) {
  const group = useChoiceGroup({
    idPrefix: 'radio-group',
    id,
    label,
    labelAs: 'span',
    required,
    hint,
    error,
  });
  const dir = useDirection();
  return (
    <div className={cx(fieldStyles.root, className)}>
      {group.label}
      <RadioGroupPrimitive.Root
        {...props}
        {...group.aria}
        id={group.groupId}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onChange}
        orientation={orientation}
        dir={dir}
        disabled={disabled}
        aria-invalid={group.invalid}
        aria-required={required || undefined}
        className={choiceItems({ orientation })}
      >
        {options.map((option, index) => {
          const id = optionId(group.groupId, index);
          return (
            <Choice
              key={option.value}
              id={id}
              label={option.label}
              message={option.hint}
              messageId={`${id}-hint`}
              disabled={disabled || option.disabled}
            >
              <RadioGroupPrimitive.Item
                id={id}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
                className={styles.radio}
              >
                <RadioGroupPrimitive.Indicator className={styles.dot} />
              </RadioGroupPrimitive.Item>
            </Choice>
          );
        })}
      </RadioGroupPrimitive.Root>
      {group.message}
    </div>
  );
}
