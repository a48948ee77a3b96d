import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ChoiceField, type ChoiceFieldProps } from '../Checkbox/Choice';
import * as styles from './Switch.css';

type RootProps = Omit<
  ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>,
  | 'checked'
  | 'defaultChecked'
  | 'onCheckedChange'
  | 'onChange'
  | 'asChild'
  | 'children'
  | keyof ChoiceFieldProps
>;

export interface SwitchProps extends RootProps, ChoiceFieldProps {
  /** Visible label beside the switch; also its accessible name. */
  label: ReactNode;
  /** Whether it is on (controlled). */
  checked?: boolean;
  /** Initial state of an uncontrolled switch. @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the user flips it. */
  onChange?: (checked: boolean) => void;
}

/**
 * An on/off switch (Radix Switch), flipped by click or Space; for settings that apply at once,
 * such as is_active. State shows as `data-state="checked" | "unchecked"` and `data-disabled`.
 */
export function Switch({ onChange, ...props }: SwitchProps) {
  return (
    <ChoiceField idPrefix="switch" {...props}>
      {(control) => (
        <SwitchPrimitive.Root {...control} onCheckedChange={onChange} className={styles.track}>
          <SwitchPrimitive.Thumb className={styles.thumb} />
        </SwitchPrimitive.Root>
      )}
    </ChoiceField>
  );
}
