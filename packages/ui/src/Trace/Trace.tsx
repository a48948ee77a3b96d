import { cva } from 'class-variance-authority';
import type { HTMLAttributes, LiHTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/paths';
import { cx } from '../internal/cx';
import * as styles from './Trace.css';
import type { TraceOutcome } from './Trace.variants';

const marker = cva(styles.marker, { variants: { outcome: styles.outcome } });

const icons: Record<TraceOutcome, IconName> = {
  match: 'checkCircle',
  skip: 'close',
  info: 'exclamationCircle',
  error: 'warningTriangle',
};

export interface TraceProps extends HTMLAttributes<HTMLOListElement> {
  /** Names the whole trace for screen readers ('How the call was routed'). */
  label: string;
  /** `Trace.Step`s, in the order they were taken. */
  children?: ReactNode;
}

/**
 * An explanation as numbered steps (a route tester's answer, a rule test): an `ol` whose items
 * each show an outcome (icon and its words: colour is never the only cue), a title and details.
 */
export function Trace({ label, className, children, ...props }: TraceProps) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops the role of a list without bullets unless it is stated.
    <ol role="list" aria-label={label} {...props} className={cx(styles.root, className)}>
      {children}
    </ol>
  );
}

export interface TraceStepProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> {
  /** What the step came to; sets the marker's icon and colour (`data-outcome`). */
  outcome: TraceOutcome;
  /** The outcome in words ('Chosen', 'Skipped: timeslot closed'). */
  status: ReactNode;
  /** What was considered ('Outbound route 3'). */
  title: ReactNode;
  /** Why, and what changed (numbers before and after, prices): any content. */
  children?: ReactNode;
}

/** One step of a `Trace`. */
function TraceStep({ outcome, status, title, className, children, ...props }: TraceStepProps) {
  return (
    <li {...props} data-outcome={outcome} className={cx(styles.step, className)}>
      <span className={marker({ outcome })}>
        <Icon name={icons[outcome]} size={14} />
      </span>
      <div className={styles.body}>
        <div className={styles.heading}>
          <span className={styles.title}>{title}</span>
          <span className={styles.status}>{status}</span>
        </div>
        {children && <div className={styles.details}>{children}</div>}
      </div>
    </li>
  );
}

Trace.Step = TraceStep;
