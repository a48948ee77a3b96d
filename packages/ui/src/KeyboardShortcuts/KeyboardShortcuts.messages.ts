import { defineMessages } from 'react-intl';

export const keyboardShortcutsMessages = defineMessages({
  title: { id: 'ui.keyboardShortcuts.title', defaultMessage: 'Keyboard shortcuts' },
  open: { id: 'ui.keyboardShortcuts.open', defaultMessage: 'Show keyboard shortcuts' },
  keys: { id: 'ui.keyboardShortcuts.keys', defaultMessage: 'Keys' },
  action: { id: 'ui.keyboardShortcuts.action', defaultMessage: 'Action' },
  sequence: { id: 'ui.keyboardShortcuts.then', defaultMessage: 'then' },
});
