export { Outline, type OutlineProps } from './Outline';
