export {
  KeyboardShortcutsDialog,
  type KeyboardShortcutsDialogProps,
  ShortcutKeys,
  type ShortcutKeysProps,
} from './KeyboardShortcuts';
export { parseShortcut, shortcutLabels } from './KeyboardShortcuts.keys';
export {
  type KeyboardShortcut,
  type KeyboardShortcutsOptions,
  useKeyboardShortcuts,
} from './useKeyboardShortcuts';
