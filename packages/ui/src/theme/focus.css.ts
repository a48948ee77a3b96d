import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The one focus ring: visible for keyboard users only. */
export const focusRing: StyleRule = {
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
};

/** Hidden from sight, kept for screen readers. */
export const visuallyHidden: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
