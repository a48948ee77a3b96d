export { Button, type ButtonProps } from './Button';
export { type ButtonKind, type ButtonSize, buttonKinds, buttonSizes } from './Button.variants';
