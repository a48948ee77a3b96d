import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

type None = NoMessageValues;

/** The values each message takes, so `formatMessage` checks them. */
type ColorPickerMessageValues = { area: None; hue: None; hex: None; swatches: None };

// Annotated so declarations name react-intl's type rather than its transitive intl-messageformat.
export const colorPickerMessages: {
  [K in keyof ColorPickerMessageValues]: TypedMessageDescriptor<ColorPickerMessageValues[K]>;
} = defineMessages<ColorPickerMessageValues>({
  area: { id: 'ui.colorPicker.area', defaultMessage: 'Saturation and brightness' },
  hue: { id: 'ui.colorPicker.hue', defaultMessage: 'Hue' },
  hex: { id: 'ui.colorPicker.hex', defaultMessage: 'Hex' },
  swatches: { id: 'ui.colorPicker.swatches', defaultMessage: 'Swatches' },
});
