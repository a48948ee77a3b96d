/** Gaps between a stack's children, by the theme's space scale. */
export const stackGaps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type StackGap = (typeof stackGaps)[number];

/** `column` stacks children top to bottom; `row` lines them up along the reading direction. */
export const stackDirections = ['column', 'row'] as const;
export type StackDirection = (typeof stackDirections)[number];

/** Cross-axis alignment (align-items). */
export const stackAligns = ['stretch', 'start', 'center', 'end', 'baseline'] as const;
export type StackAlign = (typeof stackAligns)[number];

/** Main-axis distribution (justify-content). */
export const stackJustifies = ['start', 'center', 'end', 'between'] as const;
export type StackJustify = (typeof stackJustifies)[number];
