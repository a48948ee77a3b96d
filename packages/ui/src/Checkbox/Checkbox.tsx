import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';
import { ChoiceField, type ChoiceFieldProps } from './Choice';

type RootProps = Omit<
  ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>,
  | 'checked'
  | 'defaultChecked'
  | 'onCheckedChange'
  | 'onChange'
  | 'asChild'
  | 'children'
  | keyof ChoiceFieldProps
>;

export interface CheckboxProps extends RootProps, ChoiceFieldProps {
  /** Visible label beside the box; also its accessible name. */
  label: ReactNode;
  /** Checked state (controlled); `'indeterminate'` shows a dash (e.g. "some rows selected"). */
  checked?: boolean | 'indeterminate';
  /** Initial state of an uncontrolled checkbox. @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles it. */
  onChange?: (checked: boolean) => void;
}

/**
 * A labelled checkbox (Radix Checkbox), toggled by click or Space. State shows as
 * `data-state="checked" | "unchecked" | "indeterminate"` and `data-disabled` on the box.
 */
export function Checkbox({ onChange, ...props }: CheckboxProps) {
  return (
    <ChoiceField idPrefix="checkbox" {...props}>
      {(control) => (
        <CheckboxPrimitive.Root
          {...control}
          onCheckedChange={(state) => onChange?.(state === true)}
          className={styles.box}
        >
          <CheckboxPrimitive.Indicator className={styles.indicator}>
            {props.checked === 'indeterminate' ? (
              <span className={styles.dash} />
            ) : (
              <Icon name="check" size={14} />
            )}
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
      )}
    </ChoiceField>
  );
}
