import { defineMessages } from 'react-intl';

export const modalMessages = defineMessages({
  close: { id: 'ui.modal.close', defaultMessage: 'Close dialog' },
});
