import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import type { RadioGroupOrientation } from './RadioGroup.variants';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const items = style({ display: 'flex', gap: vars.space.sm, paddingBlock: vars.space.xxs });

const orientationStyles: Record<RadioGroupOrientation, Parameters<typeof style>[0]> = {
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
};
export const orientation = styleVariants(orientationStyles);

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
