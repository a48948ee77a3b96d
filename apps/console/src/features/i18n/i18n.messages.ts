import { defineMessages } from 'react-intl';

export const i18nMessages = defineMessages({
  loadFailed: {
    id: 'i18n.loadFailed',
    defaultMessage: 'The language could not be loaded. Please try again later.',
  },
});
