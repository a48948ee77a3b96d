import { style, styleVariants } from '@vanilla-extract/css';
import type { RadioGroupOrientation } from '../RadioGroup/RadioGroup.variants';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** A legend set as the fields' labels are (a fieldset would otherwise float it on its border). */
export const legend = style({ padding: 0, float: 'inline-start', inlineSize: '100%' });

export const items = style({ display: 'flex', gap: vars.space.sm, paddingBlock: vars.space.xxs });

const orientationStyles: Record<RadioGroupOrientation, Parameters<typeof style>[0]> = {
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
};
export const orientation = styleVariants(orientationStyles);
