import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  minWidth: 0,
});

export const caption = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

/**
 * The browser's own controls (keyboard and screen-reader support come with them); the theme's
 * `color-scheme` gives them dark controls in dark mode. A media timeline runs left to right in
 * every language, as players do.
 */
export const audio = style({
  display: 'block',
  width: '100%',
  minHeight: '2.5rem',
  direction: 'ltr',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});
