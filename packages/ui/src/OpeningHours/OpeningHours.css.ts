import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const heading = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  padding: 0,
  paddingBlockEnd: vars.space.xs,
});

export const day = style({
  display: 'grid',
  gridTemplateColumns: '7.5rem 6.5rem minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (max-width: 640px)': {
      gridTemplateColumns: '1fr auto',
      rowGap: vars.space.xs,
    },
  },
});

/** Name, checkbox and copy button line up with the first range row. */
const rowAligned = { minBlockSize: '36px', display: 'flex', alignItems: 'center' } as const;

export const dayName = style({ ...rowAligned, fontWeight: vars.font.weight.medium, color: vars.color.text });

export const closed = style({
  ...rowAligned,
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed' } },
});

export const checkbox = style({
  ...focusRing,
  inlineSize: '16px',
  blockSize: '16px',
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'inherit',
  selectors: { ...focusRing.selectors },
});

export const ranges = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minInlineSize: 0,
  '@media': { 'screen and (max-width: 640px)': { gridColumn: '1 / -1' } },
});

export const range = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
});

/** Native time inputs size to their locale's format (24-hour or with AM/PM). */
export const time = style({
  inlineSize: 'auto',
  minBlockSize: '36px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
});

export const noHours = style({ ...rowAligned, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const add = style({ marginInlineStart: `calc(-1 * ${vars.space.sm})` });

export const copy = style({ marginBlockStart: vars.space.xxs });

export const error = style({ fontSize: vars.font.size.xs, color: vars.color.danger, margin: 0 });
