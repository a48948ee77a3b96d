import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import * as styles from './Breadcrumbs.css';
import { breadcrumbsMessages } from './Breadcrumbs.messages';

export interface BreadcrumbItem {
  /** Text of the crumb. */
  label: ReactNode;
  /** Address of the crumb; the last crumb (the current page) is never a link. */
  href?: string;
}

export interface BreadcrumbLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface BreadcrumbsProps extends HTMLAttributes<HTMLElement> {
  /** The path from the top level to the current page, e.g. Carriers › Carrier trunks › Trunk rules. */
  items: BreadcrumbItem[];
  /** Renders a crumb's link, e.g. with the router's Link; a plain `<a>` otherwise. */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
}

const defaultLink = ({ href, className, children }: BreadcrumbLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** Where the page sits in the console: a labelled navigation landmark whose last crumb is the current page. */
export function Breadcrumbs({ items, renderLink = defaultLink, className, ...props }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(breadcrumbsMessages.label)} {...props} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: crumbs are a fixed path; labels may repeat
            <li key={index} className={styles.item}>
              {last ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.href ? (
                renderLink({ href: item.href, className: styles.link, children: item.label })
              ) : (
                <span>{item.label}</span>
              )}
              {!last && (
                <span className={styles.separator}>
                  <Icon name="chevronEnd" size={14} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
