export { ADDABLE_KINDS, Palette, type PaletteProps } from './Palette';
