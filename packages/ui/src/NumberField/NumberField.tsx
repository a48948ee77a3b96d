import type { ReactNode } from 'react';
import { NumberField as AriaNumberField, Button, Group, I18nProvider, Input } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AriaFieldLabel, AriaFieldMessage } from '../Field/AriaFieldParts';
import { control, root } from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import * as styles from './NumberField.css';

export interface NumberFieldProps {
  /** Visible label naming the field. */
  label: ReactNode;
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
  /** Short help under the field while there is no error. */
  hint?: ReactNode;
  /** Error under the field; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Marks the field required (asterisk, `aria-required`). @default false */
  required?: boolean;
  /** Disables the field and its steppers. @default false */
  disabled?: boolean;
  /** Form field name; the plain number is submitted under it. */
  name?: string;
  /** Id of the root element. */
  id?: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * A number typed or stepped (react-aria NumberField): digits, separators and currency of the current
 * locale, arrow keys and Page Up/Down step, the steppers repeat while held. State shows as data
 * attributes: `data-invalid`, `data-disabled` and `data-focus-within` on the group, `data-pressed`
 * on a stepper.
 */
export function NumberField({
  label,
  value,
  defaultValue = null,
  onChange,
  min,
  max,
  step,
  formatOptions,
  hint,
  error,
  required = false,
  disabled = false,
  name,
  id,
  className,
}: NumberFieldProps) {
  const intl = useIntl();
  const errorText = firstMessage(error);
  return (
    <I18nProvider locale={intl.locale}>
      <AriaNumberField
        id={id}
        name={name}
        className={cx(root, className)}
        // react-aria holds an empty field as NaN; callers hold null.
        value={value === undefined ? undefined : (value ?? Number.NaN)}
        defaultValue={defaultValue ?? Number.NaN}
        onChange={(next) => onChange?.(Number.isNaN(next) ? null : next)}
        minValue={min}
        maxValue={max}
        step={step}
        formatOptions={formatOptions}
        isRequired={required}
        isDisabled={disabled}
        isInvalid={errorText ? true : undefined}
        validationBehavior="aria"
      >
        <AriaFieldLabel label={label} required={required} />
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
        <AriaFieldMessage error={errorText} hint={hint} />
      </AriaNumberField>
    </I18nProvider>
  );
}
