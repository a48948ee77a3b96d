import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/focus.css';

/** Control first, label beside it, hint or error under the label (mirrors in RTL). */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  justifyContent: 'start',
});

/** One line tall, so the control lines up with the first line of a long label. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`,
});

export const label = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '[data-disabled] > &': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const hiddenLabel = style(visuallyHidden);

export const message = style({ gridColumnStart: 2 });
