import { cva } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Spinner.css';
import { spinnerMessages } from './Spinner.messages';
import type { SpinnerSize } from './Spinner.variants';

const spinner = cva(styles.root, { variants: { size: styles.size }, defaultVariants: { size: 'medium' } });

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Edge length of the spinner. @default 'medium' */
  size?: SpinnerSize;
  /** Text announced to screen readers; `null` hides the spinner from them (when a parent announces). @default 'Loading' */
  label?: string | null;
}

/** An indeterminate progress indicator in the current text colour. */
export function Spinner({ size, label, className, ...props }: SpinnerProps) {
  const intl = useIntl();
  const text = label === undefined ? intl.formatMessage(spinnerMessages.loading) : label;
  return (
    <span
      {...props}
      className={spinner({ size, className })}
      {...(text === null ? { 'aria-hidden': true } : { role: 'status', 'aria-label': text })}
    />
  );
}
