import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  ...focusRing,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '40px',
  paddingInline: vars.space.md,
  border: 'none',
  borderBlockEnd: '2px solid transparent',
  marginBlockEnd: '-1px',
  background: 'none',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    ...focusRing.selectors,
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.text, borderBlockEndColor: vars.color.accent },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const panel = style({
  ...focusRing,
  minInlineSize: 0,
  selectors: { ...focusRing.selectors },
});
