import { defineMessages } from 'react-intl';

export const colorPickerMessages = defineMessages({
  area: { id: 'ui.colorPicker.area', defaultMessage: 'Saturation and brightness' },
  hue: { id: 'ui.colorPicker.hue', defaultMessage: 'Hue' },
  hex: { id: 'ui.colorPicker.hex', defaultMessage: 'Hex' },
  swatches: { id: 'ui.colorPicker.swatches', defaultMessage: 'Swatches' },
});
