export { type Figure, Figures, type FiguresProps, type FigureTone } from './Figures';
