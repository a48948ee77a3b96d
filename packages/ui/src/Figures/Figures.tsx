import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Figures.css';

export type FigureTone = 'neutral' | 'success' | 'warning' | 'danger';

export interface Figure {
  /** Stable key of the figure. */
  id: string;
  label: ReactNode;
  /** The figure itself, formatted (a count, a duration, a percentage). */
  value: ReactNode;
  /** A line under it: its target, its unit, what it counts. */
  hint?: ReactNode;
  /** Marks the figure's edge (e.g. a service level under target); the text keeps its colour. */
  tone?: FigureTone;
}

export interface FiguresProps extends HTMLAttributes<HTMLDListElement> {
  items: readonly Figure[];
}

/** Large labelled figures in a row (a wallboard's, a dashboard's): a description list. */
export function Figures({ items, className, ...props }: FiguresProps) {
  return (
    <dl {...props} className={cx(styles.root, className)}>
      {items.map((item) => (
        <div key={item.id} className={styles.figure} data-tone={item.tone ?? 'neutral'}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
          {item.hint !== undefined && <dd className={styles.hint}>{item.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
