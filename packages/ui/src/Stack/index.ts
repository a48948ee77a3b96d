export { Stack, type StackElement, type StackProps, stackElements } from './Stack';
export {
  type StackAlign,
  type StackDirection,
  type StackGap,
  type StackJustify,
  stackAligns,
  stackDirections,
  stackGaps,
  stackJustifies,
} from './Stack.variants';
