import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.low,
  minInlineSize: 0,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&[data-link]:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.elevation.medium },
    '&[data-link]:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const title = style({
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The title link stretches over the whole card, so the card is one click target. */
export const link = style({
  color: vars.color.accent,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&:hover': { textDecoration: 'underline' },
  },
});

/** Actions sit above the stretched link so they stay clickable. */
export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexShrink: 0,
  gap: vars.space.xs,
  marginBlock: `calc(-1 * ${vars.space.xs})`,
});

export const body = style({ fontSize: vars.font.size.md, overflowWrap: 'anywhere' });
