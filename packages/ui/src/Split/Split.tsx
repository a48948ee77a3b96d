import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Split.css';
import { type SplitAsideWidth, splitAsideWidths } from './Split.variants';

const grid = cva(styles.grid, { variants: { asideWidth: styles.width } });

const asideColumn = cva(styles.aside, {
  variants: { sticky: { true: '', false: '' }, asideWidth: { sm: '', md: '', lg: '' } },
  compoundVariants: splitAsideWidths.map((asideWidth) => ({
    sticky: true,
    asideWidth,
    className: styles.sticky[asideWidth],
  })),
});

import { cx } from '../internal/cx';

export interface SplitProps extends HTMLAttributes<HTMLDivElement> {
  /** The secondary column (a preview, a summary): at the inline end, or under the main content when narrow. */
  aside: ReactNode;
  /** Names the aside landmark (`<aside aria-label>`). */
  asideLabel?: string;
  /** The aside's width when side by side. @default 'md' */
  asideWidth?: SplitAsideWidth;
  /** Keeps the aside in view while the main column scrolls (side by side only). @default false */
  sticky?: boolean;
  /** The main content. */
  children: ReactNode;
}

/**
 * Two columns: the main content and an aside at the inline end (it mirrors in Arabic). They sit
 * side by side when the split is wide enough and stack, main first, when it is not; the split
 * measures its own width (a container query), not the window's.
 */
export function Split({
  aside,
  asideLabel,
  asideWidth = 'md',
  sticky = false,
  children,
  className,
  ...props
}: SplitProps) {
  return (
    <div {...props} className={cx(styles.root, className)}>
      <div className={grid({ asideWidth })}>
        <div className={styles.main}>{children}</div>
        <aside aria-label={asideLabel} className={asideColumn({ sticky, asideWidth })}>
          {aside}
        </aside>
      </div>
    </div>
  );
}
