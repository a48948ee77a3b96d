export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { type RadioGroupOrientation, radioGroupOrientations } from './RadioGroup.variants';
