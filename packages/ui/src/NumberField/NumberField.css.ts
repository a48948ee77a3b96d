import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const stepperSize = '28px';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Digits line up, and the text keeps clear of the steppers at the end. */
export const input = style({
  paddingInlineEnd: `calc(${stepperSize} + ${vars.space.sm})`,
  fontVariantNumeric: 'tabular-nums',
});

/** Decrement and increment, stacked at the end of the input. */
export const steppers = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  insetBlock: vars.space.xxs,
  display: 'flex',
  flexDirection: 'column-reverse',
});

export const stepper = style({
  flex: '1 1 0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: stepperSize,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
