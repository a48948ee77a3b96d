/** How the editor shows: behind a trigger button in a popover, or always visible in place. */
export const colorPickerVariants = ['popover', 'inline'] as const;
export type ColorPickerVariant = (typeof colorPickerVariants)[number];

/** A preset colour offered as a swatch; without a name the swatch is announced by its localised colour name. */
export type ColorPickerSwatch = string | { color: string; name: string };

/** The widget's default floating-button green (spec §3 Appearance). */
export const widgetDefaultGreen = '#1a7f37';

/** A small palette led by the widget's default green. */
export const defaultColorSwatches: readonly ColorPickerSwatch[] = [
  widgetDefaultGreen,
  '#0b63ce',
  '#6f42c1',
  '#c62828',
  '#b35900',
  '#1b7c83',
  '#57606a',
  '#1b1f24',
  '#ffffff',
];
