import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The header's height; toasts start below it so they never cover its menus. */
export const HEADER_BLOCK_SIZE = '56px';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: HEADER_BLOCK_SIZE,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

export const middle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minInlineSize: 0,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  marginInlineStart: 'auto',
});
