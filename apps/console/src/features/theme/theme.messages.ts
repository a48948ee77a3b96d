import { defineMessages } from 'react-intl';

export const themeMessages = defineMessages({
  toDark: { id: 'theme.toDark', defaultMessage: 'Switch to the dark theme' },
  toLight: { id: 'theme.toLight', defaultMessage: 'Switch to the light theme' },
});
