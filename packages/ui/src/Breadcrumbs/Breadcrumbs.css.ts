import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const link = style({
  ...focusRing,
  borderRadius: vars.radius.sm,
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'anywhere',
  selectors: { ...focusRing.selectors, '&:hover': { color: vars.color.accentHover } },
});

export const current = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

/** The chevron is a directional icon: it mirrors in right-to-left layouts. */
export const separator = style({ display: 'inline-flex', color: vars.color.textMuted });
