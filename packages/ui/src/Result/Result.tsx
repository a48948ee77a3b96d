import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import * as styles from './Result.css';
import { type ResultKind, resultIcons } from './Result.variants';

const icon = cva(undefined, { variants: { kind: styles.icon } });

export interface ResultProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Success, danger or info: sets the icon and its colour (spec §8 icons). @default 'info' */
  kind?: ResultKind;
  /** The outcome in a few words, as a heading. */
  title: ReactNode;
  /** A short code shown large above the title, e.g. '404'. */
  code?: string;
  /** What happened and what to do next. */
  children?: ReactNode;
  /** Links or buttons leading on, e.g. 'Go to the home page'. */
  actions?: ReactNode;
  /** Level of the title; 1 when the result is the whole page. @default 1 */
  headingLevel?: 1 | 2 | 3;
}

/**
 * The outcome of a whole page: a 404, an email verification, a thank-you page. Centred icon,
 * heading, explanation and the ways on.
 */
export function Result({
  kind = 'info',
  title,
  code,
  children,
  actions,
  headingLevel = 1,
  className,
  ...props
}: ResultProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} data-kind={kind} className={cx(styles.root, className)}>
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : (
        <span className={icon({ kind })} aria-hidden="true">
          <Icon name={resultIcons[kind]} size={28} />
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.text}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
