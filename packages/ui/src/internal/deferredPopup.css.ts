import { style } from '@vanilla-extract/css';

/** The wrapper only marks where the trigger is; it takes no box of its own in the header's row. */
export const box = style({ display: 'contents' });
