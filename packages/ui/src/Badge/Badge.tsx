import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './Badge.css';
import { badgeMessages } from './Badge.messages';
import type { BadgeKind } from './Badge.variants';

const badge = cva(styles.root, { variants: { kind: styles.kind }, defaultVariants: { kind: 'neutral' } });
const dot = cva(undefined, { variants: { kind: styles.dot } });

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** `active` and `inactive` label themselves ('Active', 'Inactive'); `neutral` shows its children. @default 'neutral' */
  kind?: BadgeKind;
  /** The label; replaces the default text of `active` and `inactive`. */
  children?: ReactNode;
}

/** A small status label, e.g. a user's or extension's is_active flag. */
export function Badge({ kind = 'neutral', children, className, ...props }: BadgeProps) {
  const intl = useIntl();
  const label = children ?? (kind === 'neutral' ? null : intl.formatMessage(badgeMessages[kind]));
  return (
    <span {...props} data-kind={kind} className={badge({ kind, className })}>
      <span className={dot({ kind })} aria-hidden="true" />
      {label}
    </span>
  );
}
