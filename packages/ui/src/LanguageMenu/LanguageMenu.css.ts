import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const heading = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

/** Keeps the trigger short on narrow screens: the globe alone, the name from 40rem up. */
export const triggerText = style({
  display: 'none',
  '@media': { 'screen and (min-width: 40rem)': { display: 'inline' } },
});
