import { cva } from 'class-variance-authority';
import type { HTMLAttributes, LiHTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './List.css';
import type { ListElement, ListSpacing } from './List.variants';

const list = cva(styles.root, {
  variants: { spacing: styles.spacing, dividers: { true: styles.dividers, false: '' } },
  defaultVariants: { spacing: 'sm', dividers: false },
});

export interface ListProps extends HTMLAttributes<HTMLUListElement | HTMLOListElement> {
  /** `ul` for things in no particular order, `ol` where the order means something. @default 'ul' */
  as?: ListElement;
  /** Space above and below each item. @default 'sm' */
  spacing?: ListSpacing;
  /** Draws a line between items. @default false */
  dividers?: boolean;
  /** `List.Item`s. */
  children?: ReactNode;
}

/**
 * A plain list of things, e.g. numbers or files each with their own actions: a real `ul` or `ol`
 * (announced with its length), without bullets, with the theme's spacing and optional dividers.
 */
export function List({ as: Element = 'ul', spacing, dividers, className, children, ...props }: ListProps) {
  return (
    // Safari drops the list role of a list without bullets unless it is stated.
    <Element role="list" {...props} className={list({ spacing, dividers, className })}>
      {children}
    </Element>
  );
}

export interface ListItemProps extends LiHTMLAttributes<HTMLLIElement> {
  /** Controls for this item (buttons, a menu), kept at the end of its line. */
  actions?: ReactNode;
  /** What the item shows. */
  children?: ReactNode;
}

/** One entry of a `List`: its content, then its actions. */
function ListItem({ actions, className, children, ...props }: ListItemProps) {
  return (
    <li {...props} className={cx(styles.item, className)}>
      <div className={styles.content}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </li>
  );
}

List.Item = ListItem;
