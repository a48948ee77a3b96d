import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../internal/cx';
import * as styles from './AppLayout.css';
import { appLayoutMessages } from './AppLayout.messages';

export interface AppLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The top bar, usually an `AppHeader`; it stays at the top while the page scrolls. */
  header?: ReactNode;
  /** Messages above the content for the whole area, e.g. an impersonation or unverified-email `Alert`. */
  notice?: ReactNode;
  /** Navigation beside the content on wide screens, e.g. a `SideMenu` (narrow screens use the header's menu button). */
  sidebar?: ReactNode;
  /** The page; rendered in the `<main>` landmark. */
  children?: ReactNode;
}

/**
 * The frame of every console page: a 'Skip to content' link, the header, an optional notice and
 * side navigation, and the `<main>` landmark holding the page.
 */
export function AppLayout({ header, notice, sidebar, children, className, ...props }: AppLayoutProps) {
  const intl = useIntl();
  const mainId = `main-${useId()}`;
  return (
    <div {...props} className={cx(styles.root, className)}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {intl.formatMessage(appLayoutMessages.skipToContent)}
      </a>
      {header && <div className={styles.header}>{header}</div>}
      {notice && <div className={styles.notice}>{notice}</div>}
      <div className={styles.body}>
        {sidebar && <aside className={styles.sidebar}>{sidebar}</aside>}
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
