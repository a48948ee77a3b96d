import { createContext, type ReactNode } from 'react';
import type { SideMenuHeadingLevel } from './SideMenu.variants';

/** What a link renderer receives: spread it on the router's link (`to={href}` for TanStack Router). */
export interface SideMenuLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  title?: string;
  children: ReactNode;
}

/** Renders a menu link; the console passes one that returns its router's `Link`. */
export type SideMenuLinkRenderer = (props: SideMenuLinkProps) => ReactNode;

/** The default link renderer: a plain anchor. */
export const renderAnchor: SideMenuLinkRenderer = (props) => <a {...props} />;

export interface SideMenuContextValue {
  currentHref?: string;
  renderLink: SideMenuLinkRenderer;
  compact: boolean;
  headingLevel: SideMenuHeadingLevel;
}

/** Menu-wide settings the sections and items read. */
export const SideMenuContext = createContext<SideMenuContextValue>({
  renderLink: renderAnchor,
  compact: false,
  headingLevel: 2,
});
