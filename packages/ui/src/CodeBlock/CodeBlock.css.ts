import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, visuallyHidden as hidden } from '../theme/focus.css';

/** Tallest the code grows before it scrolls. */
export const maxBlockSize = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const frame = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

/** Left to right in every language, scrolling both ways rather than wrapping. */
export const scroller = style({
  ...focusRing,
  maxBlockSize: maxBlockSize,
  overflow: 'auto',
  borderRadius: vars.radius.md,
});

export const code = style({
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  // Room for the copy button in the top corner (the right one: code is always left to right).
  paddingRight: '6.5rem',
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre',
  tabSize: 2,
});

export const copy = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  right: vars.space.sm,
});

/** The copy button's success state: the label and icon turn to the success colour. */
export const copied = style({ color: vars.color.success });

export const failure = style({ fontSize: vars.font.size.xs, color: vars.color.danger, margin: 0 });

export const visuallyHidden = style(hidden);
