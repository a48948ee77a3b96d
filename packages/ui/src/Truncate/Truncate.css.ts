import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, visuallyHidden } from '../theme/focus.css';

export const root = style({
  ...focusRing,
  borderRadius: vars.radius.sm,
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '3px',
  cursor: 'default',
  selectors: { ...focusRing.selectors },
});

export const hidden = style(visuallyHidden);
