import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './PageHeader.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's heading. */
  title: ReactNode;
  /** A line under the heading saying what the page is for. */
  description?: ReactNode;
  /** Buttons at the end of the header, e.g. 'New'. */
  actions?: ReactNode;
  /** Level of the heading; a page has one level-1 heading. @default 1 */
  headingLevel?: 1 | 2 | 3;
}

/** The top of a console page: heading, a short description and the page's actions. */
export function PageHeader({
  title,
  description,
  actions,
  headingLevel = 1,
  className,
  ...props
}: PageHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={cx(styles.root, className)}>
      <div className={styles.text}>
        <Heading className={styles.title}>{title}</Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
