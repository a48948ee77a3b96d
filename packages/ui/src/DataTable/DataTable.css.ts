import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, visuallyHidden } from '../theme/focus.css';
import type { DataTableAlign } from './DataTable.variants';

/** Maximum block size of the scrolling body, set from the `height` prop. */
export const maxBlockSize = createVar();
/** Width of a column's header cell, set from the column's `width`. */
export const columnWidth = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const toolbarField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const toolbarLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const pageSizeControl = style({ inlineSize: 'auto', minInlineSize: '5rem' });

export const search = style({ flex: '1 1 14rem', maxInlineSize: '22rem', marginInlineStart: 'auto' });

export const searchControl = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({ paddingInlineStart: `calc(${vars.space.md} + 16px + ${vars.space.sm})` });

export const exports = style({ display: 'flex', gap: vars.space.sm });

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const report = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text });

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const bulkCount = style({ fontWeight: vars.font.weight.semibold, marginInlineEnd: 'auto' });

export const scroller = style({
  ...focusRing,
  overflow: 'auto',
  maxBlockSize: maxBlockSize,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  vars: { [maxBlockSize]: 'none' },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const caption = style(visuallyHidden);

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  overflowWrap: 'break-word',
} as const;

export const headerCell = style({
  ...cellBase,
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  inlineSize: columnWidth,
  vars: { [columnWidth]: 'auto' },
});

export const cell = style(cellBase);

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const satisfies Record<DataTableAlign, object>);

/** Keeps a cell's text on one line (dates, numbers). */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const checkCell = style({ inlineSize: '2.75rem', textAlign: 'center' });

export const actionsCell = style({ whiteSpace: 'nowrap', textAlign: 'end' });

export const row = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[data-selected]': { backgroundColor: vars.color.accentSubtle },
  },
});

globalStyle(`${row}:last-child > td`, { borderBlockEnd: 'none' });

export const messageCell = style({
  ...cellBase,
  borderBlockEnd: 'none',
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text,
});

export const sortButton = style({
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { ...focusRing.selectors, '&:hover': { color: vars.color.accent } },
});

export const sortIcon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  selectors: { '[aria-sort="ascending"] &, [aria-sort="descending"] &': { color: vars.color.accent } },
});

export const sortOrder = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const checkbox = style({
  ...focusRing,
  inlineSize: '16px',
  blockSize: '16px',
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  verticalAlign: 'middle',
});
