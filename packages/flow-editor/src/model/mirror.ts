/**
 * The canvas in a right-to-left language is the mirror of the stored one: the call enters on the
 * right and flows leftwards. Stored positions stay left-to-right (one graph for every reader), so
 * the editor mirrors x on display and mirrors back what the user drags. Mirroring a node's left
 * edge about 0 gives its right edge, hence the node width.
 */
import { NODE_WIDTH } from './layout';

export type Direction = 'ltr' | 'rtl';

/** The x shown for a stored x, or the x stored for a shown one: the mirror is its own inverse. */
export const mirrorX = (x: number, dir: Direction) => (dir === 'rtl' ? -x - NODE_WIDTH : x);
