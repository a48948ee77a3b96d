import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const box = style({
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '18px',
  blockSize: '18px',
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textOnAccent,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    ...focusRing.selectors,
    '&:hover:not(:disabled)': { borderColor: vars.color.accent },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&[aria-invalid="true"]:not([data-state="checked"])': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const indicator = style({ display: 'inline-flex' });

/** The dash of the indeterminate state. */
export const dash = style({
  inlineSize: '10px',
  blockSize: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});
