import { NumberField as AriaNumberField, Button, Group, Input } from 'react-aria-components';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { AriaFieldFrame, type AriaFieldFrameProps } from '../internal/AriaFieldFrame';
import { cx } from '../internal/cx';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends AriaFieldFrameProps {
  /** The number (controlled); `null` for an empty field. Leave undefined for an uncontrolled field. */
  value?: number | null;
  /** Initial number of an uncontrolled field. @default null */
  defaultValue?: number | null;
  /** Called with the number when the user commits it (blur, Enter, a stepper, an arrow key), `null` when emptied. */
  onChange?: (value: number | null) => void;
  /** Smallest number accepted; typed numbers below it are raised to it. */
  min?: number;
  /** Largest number accepted; typed numbers above it are lowered to it. */
  max?: number;
  /** Amount the steppers and arrow keys add or take away; typed numbers snap to it. @default 1 */
  step?: number;
  /** How the number shows, in the current locale (`{ style: 'currency', currency: 'EUR' }`, `{ style: 'percent' }`). */
  formatOptions?: Intl.NumberFormatOptions;
  /** Form field name; the plain number is submitted under it. */
  name?: string;
}

/**
 * A number typed or stepped (react-aria NumberField): digits, separators and currency of the current
 * locale, arrow keys and Page Up/Down step, the steppers repeat while held. State shows as data
 * attributes: `data-invalid`, `data-disabled` and `data-focus-within` on the group, `data-pressed`
 * on a stepper.
 */
export function NumberField({
  value,
  defaultValue = null,
  onChange,
  min,
  max,
  step,
  formatOptions,
  ...frame
}: NumberFieldProps) {
  return (
    <AriaFieldFrame
      {...frame}
      renderRoot={(root) => (
        <AriaNumberField
          {...root}
          // react-aria holds an empty field as NaN; callers hold null.
          value={value === undefined ? undefined : (value ?? Number.NaN)}
          defaultValue={defaultValue ?? Number.NaN}
          onChange={(next) => onChange?.(Number.isNaN(next) ? null : next)}
          minValue={min}
          maxValue={max}
          step={step}
          formatOptions={formatOptions}
        />
      )}
    >
      <Group className={styles.group}>
        <Input className={cx(control, styles.input)} />
        <span className={styles.steppers}>
          <Button slot="decrement" className={styles.stepper}>
            <Icon name="chevronDown" size={14} />
          </Button>
          <Button slot="increment" className={styles.stepper}>
            <Icon name="chevronUp" size={14} />
          </Button>
        </span>
      </Group>
    </AriaFieldFrame>
  );
}
