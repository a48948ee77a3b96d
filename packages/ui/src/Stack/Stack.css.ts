import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import type { StackAlign, StackDirection, StackGap, StackJustify } from './Stack.variants';

export const base = style({ display: 'flex', minInlineSize: 0 });

export const direction = styleVariants<Record<StackDirection, Parameters<typeof style>[0]>>({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row' },
});

export const gap = styleVariants(
  {
    none: vars.space.none,
    xxs: vars.space.xxs,
    xs: vars.space.xs,
    sm: vars.space.sm,
    md: vars.space.md,
    lg: vars.space.lg,
    xl: vars.space.xl,
    xxl: vars.space.xxl,
  } satisfies Record<StackGap, string>,
  (value) => ({ gap: value }),
);

export const align = styleVariants(
  {
    stretch: 'stretch',
    start: 'flex-start',
    center: 'center',
    end: 'flex-end',
    baseline: 'baseline',
  } satisfies Record<StackAlign, string>,
  (value) => ({ alignItems: value }),
);

export const justify = styleVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } satisfies Record<
    StackJustify,
    string
  >,
  (value) => ({ justifyContent: value }),
);

export const wrap = style({ flexWrap: 'wrap' });
