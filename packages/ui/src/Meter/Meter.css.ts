import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/focus.css';

/** The label kept for screen readers only (`hideLabel`). */
export const hiddenLabel = style(visuallyHidden);

/** The bar's colour by level (`data-level` on the root): the accent, then warning, then danger. */
export const fill = style({
  selectors: {
    '[data-level="high"] &': { backgroundColor: vars.color.warning },
    '[data-level="full"] &': { backgroundColor: vars.color.danger },
  },
});
