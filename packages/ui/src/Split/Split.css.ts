import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import type { SplitAsideWidth } from './Split.variants';

const container = createContainer();

/** The split measures its own width, so it lays out the same in any page column. */
export const root = style({ containerName: container, containerType: 'inline-size', minInlineSize: 0 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
});

/** Aside widths in px, like the theme's scales (rem would follow the root's smaller font size). */
const ASIDE: Record<SplitAsideWidth, number> = { sm: 320, md: 416, lg: 544 };

/**
 * Side by side once the main column keeps at least 384px beside the aside and the 24px gap (the
 * theme's `xl` space; container queries take no custom properties, hence the literal).
 */
const sideBySide = (aside: number) => `${container} (min-width: ${aside + 408}px)`;

export const width = styleVariants(ASIDE, (aside) => ({
  '@container': { [sideBySide(aside)]: { gridTemplateColumns: `minmax(0, 1fr) ${aside}px` } },
}));

export const main = style({ minInlineSize: 0 });

export const aside = style({ minInlineSize: 0 });

/** Side by side, the aside stays in view under the console's sticky header (56px high). */
export const sticky = styleVariants(ASIDE, (aside) => ({
  '@container': {
    [sideBySide(aside)]: { position: 'sticky', insetBlockStart: `calc(56px + ${vars.space.lg})` },
  },
}));
