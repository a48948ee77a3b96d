/** Where the tooltip sits relative to its trigger; `start`/`end` follow the reading direction. */
export const tooltipSides = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipSide = (typeof tooltipSides)[number];
