import { style } from '@vanilla-extract/css';

/** Grows only downwards: the width follows the layout, the user may add height. */
export const textarea = style({ resize: 'vertical', minBlockSize: '72px' });
