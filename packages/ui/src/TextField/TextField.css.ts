import { style } from '@vanilla-extract/css';

/** Digits line up while typing phone and card numbers. */
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });
