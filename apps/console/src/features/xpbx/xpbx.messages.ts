import { defineMessages } from 'react-intl';

export const xpbxMessages = defineMessages({
  title: { id: 'xpbx.home.title', defaultMessage: 'XPBX' },
  description: {
    id: 'xpbx.home.description',
    defaultMessage: 'Your hosted PBX: users, internal numbers and how calls are routed.',
  },
});
