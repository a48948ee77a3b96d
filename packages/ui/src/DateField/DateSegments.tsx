import { DateInput, DateSegment } from 'react-aria-components';
import { cx } from '../internal/cx';
import * as styles from './DateField.css';

export interface DateSegmentsProps {
  /** Which date of a range this is; unset for a single date. */
  slot?: 'start' | 'end';
  /** Class for the box around the segments. */
  className?: string;
}

/** The day, month and year parts of a date, in the order and digits of the current locale. */
export function DateSegments({ slot, className }: DateSegmentsProps) {
  return (
    <DateInput slot={slot} className={cx(styles.input, className)}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}
