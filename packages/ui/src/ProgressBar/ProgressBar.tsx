import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProps,
  Label,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { cx } from '../internal/cx';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<AriaProps, 'children' | 'className' | 'style' | 'value'> {
  /** Visible label naming what progresses ('Uploading prices.csv'); also its accessible name. */
  label: ReactNode;
  /** Progress between `minValue` and `maxValue`; leave it out while the amount is unknown. */
  value?: number;
  /** Replaces the percentage shown and announced ('3 of 10 MB'). */
  valueLabel?: string;
  className?: string;
}

/**
 * A labelled progress bar (react-aria ProgressBar): `role="progressbar"` with its value announced
 * as a percentage (or `valueLabel`), or an indeterminate moving bar while `value` is unknown
 * (`data-indeterminate`).
 */
export function ProgressBar({ label, value, valueLabel, className, ...props }: ProgressBarProps) {
  const indeterminate = value === undefined;
  return (
    <AriaProgressBar
      {...props}
      {...(indeterminate ? { isIndeterminate: true } : { value })}
      {...(valueLabel ? { valueLabel } : {})}
      className={cx(styles.root, className)}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={fieldStyles.label}>{label}</Label>
            {!indeterminate && <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div
              className={cx(styles.fill, indeterminate && styles.moving)}
              style={indeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
