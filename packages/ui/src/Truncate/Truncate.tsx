import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './Truncate.css';
import { TRUNCATE_LENGTH, truncate } from './Truncate.utils';

export interface TruncateProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The full text. */
  text: string;
  /** Characters kept before the ellipsis (spec §9). @default 28 */
  max?: number;
  /** Opens the full-text tooltip at first (for stories). @default false */
  defaultOpen?: boolean;
}

/**
 * Shows at most `max` characters and an ellipsis; the full text is in a tooltip on hover or focus,
 * and is what screen readers read.
 */
export function Truncate({ text, max = TRUNCATE_LENGTH, defaultOpen, className, ...props }: TruncateProps) {
  const short = truncate(text, max);
  if (short === text) {
    return (
      <span {...props} className={className}>
        {text}
      </span>
    );
  }
  return (
    <Tooltip content={text} defaultOpen={defaultOpen}>
      <span
        {...props}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how keyboard users reach the full text
        tabIndex={0}
        data-truncated=""
        className={cx(styles.root, className)}
      >
        <span aria-hidden="true">{short}</span>
        <span className={styles.hidden}>{text}</span>
      </span>
    </Tooltip>
  );
}
