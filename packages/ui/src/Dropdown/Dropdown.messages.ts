import { defineMessages } from 'react-intl';

export const dropdownMessages = defineMessages({
  noMatch: { id: 'ui.dropdown.noMatch', defaultMessage: 'No match' },
  placeholderOption: { id: 'ui.dropdown.placeholderOption', defaultMessage: 'Select option' },
  showOptions: { id: 'ui.dropdown.showOptions', defaultMessage: 'Show options' },
});
