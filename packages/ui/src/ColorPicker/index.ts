export { ColorPicker, type ColorPickerProps } from './ColorPicker';
export { normaliseHex } from './ColorPicker.color';
export {
  type ColorPickerSwatch,
  type ColorPickerVariant,
  colorPickerVariants,
  defaultColorSwatches,
  widgetDefaultGreen,
} from './ColorPicker.variants';
