import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/focus.css';

/** The item's place in the order, before its content. */
export const position = style({
  minInlineSize: '2ch',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const content = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });

export const announcement = style(visuallyHidden);
