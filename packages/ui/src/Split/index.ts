export { Split, type SplitProps } from './Split';
export { type SplitAsideWidth, splitAsideWidths } from './Split.variants';
