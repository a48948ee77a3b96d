import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style({
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '32px',
  blockSize: '32px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    ...focusRing.selectors,
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.textOnAccent,
      fontWeight: vars.font.weight.semibold,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

/** Two chevrons drawn as one "first" or "last" mark. */
export const double = style({ display: 'inline-flex' });
export const doubleSecond = style({ marginInlineStart: '-10px' });

export const gap = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minInlineSize: '24px',
  color: vars.color.textMuted,
});
