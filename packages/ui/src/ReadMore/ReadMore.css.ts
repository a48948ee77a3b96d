import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const root = style({ overflowWrap: 'anywhere' });

export const toggle = style({
  ...focusRing,
  marginInlineStart: vars.space.xs,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.accent,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  selectors: { ...focusRing.selectors, '&:hover': { color: vars.color.accentHover } },
});
