import type { AnchorHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card. */
  title: ReactNode;
  /** Buttons at the end of the header (edit, delete); they stay clickable on a link card. */
  actions?: ReactNode;
  /** The card's content. */
  children?: ReactNode;
  /** Makes the whole card a link to this address (its title is the link text). */
  href?: string;
  /** Extra attributes for the title link, e.g. `target` or a router's `onClick`. */
  linkProps?: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A titled box of related content, optionally a link as a whole (e.g. a widget or a payment card). */
export function Card({
  title,
  actions,
  children,
  href,
  linkProps,
  headingLevel = 3,
  className,
  ...props
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...props} data-link={href ? '' : undefined} className={cx(styles.root, className)}>
      <div className={styles.header}>
        <Heading className={styles.title}>
          {href ? (
            <a {...linkProps} href={href} className={styles.link}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children !== undefined && <div className={styles.body}>{children}</div>}
    </article>
  );
}
