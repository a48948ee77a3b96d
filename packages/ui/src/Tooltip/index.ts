export { Tooltip, type TooltipProps } from './Tooltip';
export { type TooltipSide, tooltipSides } from './Tooltip.variants';
