import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The values each message takes, so `formatMessage` checks them. */
type ColorPickerMessageValues = { area: None; hue: None; hex: None; swatches: None };

export const colorPickerMessages = defineMessages<ColorPickerMessageValues>({
  area: { id: 'ui.colorPicker.area', defaultMessage: 'Saturation and brightness' },
  hue: { id: 'ui.colorPicker.hue', defaultMessage: 'Hue' },
  hex: { id: 'ui.colorPicker.hex', defaultMessage: 'Hex' },
  swatches: { id: 'ui.colorPicker.swatches', defaultMessage: 'Swatches' },
});
