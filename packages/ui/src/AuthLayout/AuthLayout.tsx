import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's heading, e.g. 'Log in'. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** The form or message. */
  children?: ReactNode;
  /** Links under the card, e.g. 'Create an account'. */
  footer?: ReactNode;
}

/**
 * A narrow card centred on the page for signing in and the other account pages (register, forgot
 * and reset password, email verification); the card is a region named by its heading.
 */
export function AuthLayout({ title, description, children, footer, className, ...props }: AuthLayoutProps) {
  const headingId = `auth-${useId()}`;
  return (
    <div className={cx(styles.root, className)}>
      <section {...props} aria-labelledby={headingId} className={styles.card}>
        <div className={styles.heading}>
          <h1 id={headingId} className={styles.title}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {children}
      </section>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
