import { defineMessages } from 'react-intl';

export const badgeMessages = defineMessages({
  active: { id: 'ui.badge.active', defaultMessage: 'Active' },
  inactive: { id: 'ui.badge.inactive', defaultMessage: 'Inactive' },
});
