import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './AppHeader.css';
import { AppHeaderMenuButton } from './AppHeaderMenuButton';
import { AppHeaderProductSwitcher } from './AppHeaderProductSwitcher';
import { AppHeaderUserMenu } from './AppHeaderUserMenu';

export interface AppHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Leading slot: the menu button and the logo. */
  start?: ReactNode;
  /** Middle slot, taking the free space: a title or search. */
  middle?: ReactNode;
  /** Trailing slot: the product switcher and the user menu. */
  end?: ReactNode;
}

/** The console's top bar (the banner landmark) with start, middle and end slots. */
export function AppHeader({ start, middle, end, className, ...props }: AppHeaderProps) {
  return (
    <header {...props} className={cx(styles.root, className)}>
      <div className={styles.start}>{start}</div>
      <div className={styles.middle}>{middle}</div>
      <div className={styles.end}>{end}</div>
    </header>
  );
}

AppHeader.MenuButton = AppHeaderMenuButton;
AppHeader.ProductSwitcher = AppHeaderProductSwitcher;
AppHeader.UserMenu = AppHeaderUserMenu;
