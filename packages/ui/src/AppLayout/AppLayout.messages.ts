import { defineMessages } from 'react-intl';

export const appLayoutMessages = defineMessages({
  skipToContent: { id: 'ui.appLayout.skipToContent', defaultMessage: 'Skip to content' },
});
