import { defineMessages } from 'react-intl';

/** Names of the kind icons, read before the message by screen readers. */
export const alertMessages = defineMessages({
  success: { id: 'ui.alert.success', defaultMessage: 'Success' },
  danger: { id: 'ui.alert.danger', defaultMessage: 'Error' },
  info: { id: 'ui.alert.info', defaultMessage: 'Information' },
});
