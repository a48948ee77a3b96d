import { defineMessages } from 'react-intl';

export const readMoreMessages = defineMessages({
  more: { id: 'ui.readMore.more', defaultMessage: 'Read more' },
  less: { id: 'ui.readMore.less', defaultMessage: 'Read less' },
});
