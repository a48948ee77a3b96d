import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import type { ListSpacing } from './List.variants';

const itemPadding = createVar();
const divider = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minInlineSize: 0,
});

export const spacing = styleVariants(
  {
    none: vars.space.none,
    xs: vars.space.xs,
    sm: vars.space.sm,
    md: vars.space.md,
    lg: vars.space.lg,
  } satisfies Record<ListSpacing, string>,
  (space) => ({ vars: { [itemPadding]: space } }),
);

export const dividers = style({ vars: { [divider]: `1px solid ${vars.color.border}` } });

/** The content takes the room; actions keep their size at the end of the line. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: fallbackVar(itemPadding, vars.space.sm),
  selectors: {
    '&:not(:first-child)': { borderBlockStart: fallbackVar(divider, 'none') },
  },
});

export const content = style({ flex: '1 1 auto', minInlineSize: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});
