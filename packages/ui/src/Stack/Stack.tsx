import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Stack.css';
import type { StackAlign, StackDirection, StackGap, StackJustify } from './Stack.variants';

const stack = cva(styles.base, {
  variants: {
    direction: styles.direction,
    gap: styles.gap,
    align: styles.align,
    justify: styles.justify,
    wrap: { true: styles.wrap, false: '' },
  },
});

/** Elements a stack may render as; pick the one the content means. */
export const stackElements = ['div', 'section', 'ul', 'ol', 'nav', 'footer'] as const;
export type StackElement = (typeof stackElements)[number];

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** `column` (top to bottom) or `row` (along the reading direction, so it mirrors in Arabic). @default 'column' */
  direction?: StackDirection;
  /** Space between children, from the theme's scale. @default 'md' */
  gap?: StackGap;
  /** Cross-axis alignment; `stretch` makes a column's children (buttons too) full width. @default 'stretch' for columns, 'center' for rows */
  align?: StackAlign;
  /** Main-axis distribution; `between` pushes the first and last child to the ends. @default 'start' */
  justify?: StackJustify;
  /** Lets a row wrap onto more lines when it runs out of room. @default false */
  wrap?: boolean;
  /** The element rendered. @default 'div' */
  as?: StackElement;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/**
 * Lays its children out in a column or a row with a gap from the theme: the console's only layout
 * primitive, so pages need no styles of their own.
 */
export function Stack({
  direction = 'column',
  gap = 'md',
  align,
  justify = 'start',
  wrap = false,
  as = 'div',
  className,
  ...props
}: StackProps) {
  // Any of the elements takes the same attributes; typing it as one keeps the ref's type simple.
  const Element = as as 'div';
  const alignment = align ?? (direction === 'row' ? 'center' : 'stretch');
  return (
    <Element
      {...(props as HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> })}
      className={stack({ direction, gap, align: alignment, justify, wrap, className })}
    />
  );
}
