import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const track = style({
  ...focusRing,
  position: 'relative',
  flexShrink: 0,
  inlineSize: '36px',
  blockSize: '20px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    ...focusRing.selectors,
    '&[data-state="checked"]': { backgroundColor: vars.color.accent },
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** Slides to the inline end when on, so it mirrors in right-to-left layouts. */
export const thumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  inlineSize: '16px',
  blockSize: '16px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
  transition: `inset-inline-start ${vars.motion.fast}`,
  selectors: { '&[data-state="checked"]': { insetInlineStart: '18px' } },
});
