import { type HTMLAttributes, type ReactNode, useContext } from 'react';
import { cx } from '../internal/cx';
import { renderAnchor, SideMenuContext, type SideMenuLinkRenderer } from './SideMenu.context';
import * as styles from './SideMenu.css';
import type { SideMenuHeadingLevel } from './SideMenu.variants';
import { SideMenuSection } from './SideMenuSection';

export interface SideMenuProps extends HTMLAttributes<HTMLElement> {
  /** Accessible name of the navigation landmark, e.g. 'Main'. */
  label: string;
  /** The current page's address: the item with this `href` is marked `aria-current="page"`. */
  currentHref?: string;
  /** Renders each item's link, so the console can pass its router's `Link`. @default a plain `<a>` */
  renderLink?: SideMenuLinkRenderer;
  /** Icons only; labels and section headings stay for screen readers. Sets `data-compact`. @default false */
  compact?: boolean;
  /** Level of the section headings. @default 2 */
  headingLevel?: SideMenuHeadingLevel;
  /** `SideMenu.Section`s. */
  children: ReactNode;
}

/** Side navigation: sections of links with headings, optionally collapsible, with the current page marked. */
export function SideMenu({
  label,
  currentHref,
  renderLink = renderAnchor,
  compact = false,
  headingLevel = 2,
  className,
  children,
  ...props
}: SideMenuProps) {
  return (
    <SideMenuContext.Provider value={{ currentHref, renderLink, compact, headingLevel }}>
      <nav
        {...props}
        aria-label={label}
        data-compact={compact || undefined}
        className={cx(styles.root, className)}
      >
        {children}
      </nav>
    </SideMenuContext.Provider>
  );
}

export interface SideMenuItemProps {
  /** Address the item links to. */
  href: string;
  /** Icon before the label; needed in compact mode. */
  icon?: ReactNode;
  /** Marks the item as the current page; by default it is when `href` equals the menu's `currentHref`. */
  current?: boolean;
  /** The item's label. */
  children: string;
}

function SideMenuItem({ href, icon, current, children }: SideMenuItemProps) {
  const { currentHref, renderLink, compact } = useContext(SideMenuContext);
  const isCurrent = current ?? (currentHref !== undefined && href === currentHref);
  return (
    <li>
      {renderLink({
        href,
        className: styles.link,
        'aria-current': isCurrent ? 'page' : undefined,
        title: compact ? children : undefined,
        children: (
          <>
            {icon && (
              <span className={styles.icon} aria-hidden="true">
                {icon}
              </span>
            )}
            <span className={styles.label}>{children}</span>
          </>
        ),
      })}
    </li>
  );
}

SideMenu.Section = SideMenuSection;
SideMenu.Item = SideMenuItem;
