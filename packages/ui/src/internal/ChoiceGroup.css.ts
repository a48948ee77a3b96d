import { style, styleVariants } from '@vanilla-extract/css';
import type { RadioGroupOrientation } from '../RadioGroup/RadioGroup.variants';
import { vars } from '../theme/contract.css';

export const items = style({ display: 'flex', gap: vars.space.sm, paddingBlock: vars.space.xxs });

const orientationStyles: Record<RadioGroupOrientation, Parameters<typeof style>[0]> = {
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
};
export const orientation = styleVariants(orientationStyles);
