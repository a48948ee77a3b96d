import type { ReactNode } from 'react';
import { RadioGroup as AriaRadioGroup, I18nProvider, Radio } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AriaFieldLabel, AriaFieldMessage } from '../Field/AriaFieldParts';
import { root } from '../Field/Field.css';
import { cx } from '../internal/cx';
import { type FieldErrorValue, firstMessage } from '../TextField/firstMessage';
import * as styles from './TileGroup.css';

/** One tile of the group. */
export interface TileOption {
  value: string;
  /** The tile's main text (an amount, a plan's name). */
  label: ReactNode;
  /** A smaller line under the label. */
  description?: ReactNode;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

export interface TileGroupProps {
  /** Visible label naming the group. */
  label: ReactNode;
  /** The tiles, in reading order. */
  options: readonly TileOption[];
  /** Selected value (controlled); `null` for none. */
  value?: string | null;
  /** Initially selected value of an uncontrolled group. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** Short help under the group while there is no error. */
  hint?: ReactNode;
  /** Error under the group; given a list of messages, only the first shows (spec §5). */
  error?: FieldErrorValue;
  /** Disables every tile. @default false */
  disabled?: boolean;
  /** Marks the group required (asterisk, `aria-required`). @default false */
  required?: boolean;
  /** Form field name; the chosen value is submitted under it. */
  name?: string;
  /** Class for the root element. */
  className?: string;
}

/**
 * A choice of one among a few large tiles (react-aria RadioGroup): an amount to recharge, a plan.
 * Click a tile, or Tab into the group, move with the arrow keys (mirrored right to left) and Space.
 * Tiles show their state as `data-selected`, `data-focus-visible`, `data-hovered`, `data-disabled`.
 */
export function TileGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  disabled = false,
  required = false,
  name,
  className,
}: TileGroupProps) {
  const intl = useIntl();
  const errorText = firstMessage(error);
  return (
    <I18nProvider locale={intl.locale}>
      <AriaRadioGroup
        className={cx(root, className)}
        {...(value !== undefined ? { value } : {})}
        {...(defaultValue !== undefined ? { defaultValue } : {})}
        {...(onChange ? { onChange } : {})}
        {...(name ? { name } : {})}
        orientation="horizontal"
        isDisabled={disabled}
        isRequired={required}
        isInvalid={errorText ? true : undefined}
        validationBehavior="aria"
      >
        <AriaFieldLabel label={label} required={required} />
        <div className={styles.tiles}>
          {options.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              isDisabled={option.disabled}
              className={styles.tile}
            >
              <span className={styles.label}>{option.label}</span>
              {option.description !== undefined && (
                // The space keeps the label and description apart in the tile's accessible name.
                <>
                  {' '}
                  <span className={styles.description}>{option.description}</span>
                </>
              )}
            </Radio>
          ))}
        </div>
        <AriaFieldMessage error={errorText} hint={hint} />
      </AriaRadioGroup>
    </I18nProvider>
  );
}
