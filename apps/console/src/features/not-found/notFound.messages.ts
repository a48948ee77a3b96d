import { defineMessages } from 'react-intl';

export const notFoundMessages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found' },
  text: {
    id: 'notFound.text',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  goHome: { id: 'notFound.goHome', defaultMessage: 'Go to the home page' },
});
