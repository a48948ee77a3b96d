import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva } from 'class-variance-authority';
import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Choice } from '../Checkbox/Choice';
import * as fieldStyles from '../Field/Field.css';
import { cx } from '../internal/cx';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import * as styles from './RadioGroup.css';
import type { RadioGroupOrientation } from './RadioGroup.variants';

const items = cva(styles.items, {
  variants: { orientation: styles.orientation },
  defaultVariants: { orientation: 'vertical' },
});

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

export interface RadioGroupProps extends RootProps {
  /** Visible label naming the group. */
  label: ReactNode;
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
  /** Short help under the group while there is no error. */
  hint?: ReactNode;
  /** Error under the group; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Disables every option. @default false */
  disabled?: boolean;
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
  const generated = useId();
  const groupId = id ?? `radio-group-${generated}`;
  const labelId = `${groupId}-label`;
  const messageId = `${groupId}-message`;
  const errorText = firstMessage(error);
  const message = errorText || hint;
  const rootRef = useRef<HTMLDivElement>(null);
  const dir = useDirection(rootRef);
  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <RadioGroupPrimitive.Root
        {...props}
        id={groupId}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onChange}
        orientation={orientation}
        dir={dir}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={message ? messageId : undefined}
        aria-invalid={errorText ? true : undefined}
        aria-required={required || undefined}
        className={items({ orientation })}
      >
        {options.map((option, index) => {
          const optionId = `${groupId}-${index}`;
          return (
            <Choice
              key={option.value}
              id={optionId}
              label={option.label}
              message={option.hint}
              messageId={`${optionId}-hint`}
              disabled={disabled || option.disabled}
            >
              <RadioGroupPrimitive.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                className={styles.radio}
              >
                <RadioGroupPrimitive.Indicator className={styles.dot} />
              </RadioGroupPrimitive.Item>
            </Choice>
          );
        })}
      </RadioGroupPrimitive.Root>
      {message && (
        <p
          id={messageId}
          className={errorText ? fieldStyles.error : fieldStyles.hint}
          role={errorText ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
}

/** The writing direction where the group renders, so arrow keys follow the visual order. */
function useDirection(ref: React.RefObject<HTMLElement | null>): 'ltr' | 'rtl' {
  const [dir, setDir] = useState<'ltr' | 'rtl'>('ltr');
  useLayoutEffect(() => {
    if (ref.current && getComputedStyle(ref.current).direction === 'rtl') setDir('rtl');
  }, [ref]);
  return dir;
}
