import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const radio = style({
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '18px',
  blockSize: '18px',
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    ...focusRing.selectors,
    '&:hover:not(:disabled)': { borderColor: vars.color.accent },
    '&[data-state="checked"]': { borderColor: vars.color.accent },
    '[aria-invalid="true"] &:not([data-state="checked"])': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const dot = style({
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
});
