import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const buttonSize = '28px';

/** Both dates and the calendar button in one box, as wide as its content. */
export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'start',
  gap: vars.space.xs,
  inlineSize: 'auto',
  paddingInlineEnd: vars.space.xs,
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.accent },
  },
});

/** The dates sit in the group's box; they draw no box of their own. */
export const dateInput = style({ minInlineSize: 0 });

export const dash = style({ color: vars.color.textMuted });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: buttonSize,
  blockSize: buttonSize,
  marginInlineStart: 'auto',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/**
 * The calendar. Radix modal dialogs set `pointer-events: none` on <body>; the popover takes clicks
 * again so the picker works inside a Modal.
 */
export const popover = style({
  pointerEvents: 'auto',
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const dialog = style({ outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const navButton = style([toggle, { marginInlineStart: 0, color: vars.color.text }]);

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.xs,
});

/** A day: the range shows as a band with its two ends in the accent colour. */
export const cell = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '36px',
  blockSize: '36px',
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-selected]': { backgroundColor: vars.color.accentSubtle },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.accent,
      color: vars.color.textOnAccent,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-selection-start]': {
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
    '&[data-selection-end]': { borderStartEndRadius: vars.radius.md, borderEndEndRadius: vars.radius.md },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
  },
});
