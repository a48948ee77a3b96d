import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Leaves room at the inline end for the show/hide button. */
export const input = style({ paddingInlineEnd: '40px' });

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  color: vars.color.textMuted,
});
