import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The shared look of the header's dropdown menus. */
export const content = style({
  zIndex: vars.zIndex.dropdown,
  minInlineSize: '14rem',
  maxInlineSize: 'min(22rem, calc(100vw - 16px))',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.medium,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '36px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceHover },
    '&[data-highlighted]:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[aria-current="page"]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export const itemLabel = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const check = style({ display: 'inline-flex', color: vars.color.accent });

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const name = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const amount = style({
  flexDirection: 'row',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const amountValue = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space.xs,
  backgroundColor: vars.color.border,
});

export const trigger = style({ maxInlineSize: '16rem' });

export const triggerChevron = style({ flexShrink: 0 });

export const triggerText = style({ overflow: 'hidden', textOverflow: 'ellipsis', minInlineSize: 0 });

export const avatar = style({
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  flexShrink: 0,
});
