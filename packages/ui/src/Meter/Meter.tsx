import { Meter as AriaMeter, type MeterProps as AriaProps, Label } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { cx } from '../internal/cx';
import * as barStyles from '../ProgressBar/ProgressBar.css';
import * as styles from './Meter.css';

/** How full a meter is: below `warnAt`, from `warnAt` on, or at its maximum. */
export type MeterLevel = 'normal' | 'high' | 'full';

export interface MeterProps extends Omit<AriaProps, 'children' | 'className' | 'style' | 'label'> {
  /** What it measures ('Channels in use'); also its accessible name. */
  label: string;
  /** Keeps the label for screen readers only (a table cell whose column names it). @default false */
  hideLabel?: boolean;
  /** Replaces the percentage shown and announced ('3 of 10'). */
  valueLabel?: string;
  /** The share of the range (0 to 1) from which the level is `high`. @default 0.8 */
  warnAt?: number;
  className?: string;
}

/** The level of `value` in [min, max]: `full` at the maximum, `high` from `warnAt` of the range. */
export function meterLevel(value: number, min: number, max: number, warnAt: number): MeterLevel {
  if (value >= max) return 'full';
  return max > min && (value - min) / (max - min) >= warnAt ? 'high' : 'normal';
}

/**
 * A labelled meter (react-aria Meter): a known quantity in a range, such as channels in use of a
 * limit — `role="meter"` with its value announced as a percentage (or `valueLabel`). The root's
 * `data-level` ('normal' | 'high' | 'full') colours the bar: accent, warning, danger.
 */
export function Meter({
  label,
  hideLabel = false,
  value = 0,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  warnAt = 0.8,
  className,
  ...props
}: MeterProps) {
  return (
    <AriaMeter
      {...props}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      {...(valueLabel ? { valueLabel } : {})}
      data-level={meterLevel(value, minValue, maxValue, warnAt)}
      className={cx(barStyles.root, className)}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={barStyles.header}>
            <Label className={hideLabel ? styles.hiddenLabel : fieldStyles.label}>{label}</Label>
            <span className={barStyles.value}>{valueText}</span>
          </div>
          <div className={barStyles.track}>
            <div className={cx(barStyles.fill, styles.fill)} style={{ inlineSize: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
