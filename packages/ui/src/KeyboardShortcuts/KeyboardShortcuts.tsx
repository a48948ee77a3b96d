import { Fragment, type ReactElement, useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../Modal/Modal';
import * as styles from './KeyboardShortcuts.css';
import { shortcutLabels } from './KeyboardShortcuts.keys';
import { keyboardShortcutsMessages } from './KeyboardShortcuts.messages';
import { type KeyboardShortcut, useKeyboardShortcuts } from './useKeyboardShortcuts';

export interface ShortcutKeysProps {
  /** A shortcut string such as 'mod+k' or 'g u'. */
  keys: string;
}

/** A shortcut drawn as keycaps: 'g u' reads "G then U". */
export function ShortcutKeys({ keys }: ShortcutKeysProps) {
  const intl = useIntl();
  const steps = shortcutLabels(keys);
  return (
    <span className={styles.keys}>
      {steps.map((labels, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: steps of a fixed shortcut string
        <Fragment key={i}>
          {i > 0 && (
            <span className={styles.sequence}>{intl.formatMessage(keyboardShortcutsMessages.sequence)}</span>
          )}
          <kbd className={styles.keys}>
            {labels.map((label) => (
              <kbd key={label} className={styles.kbd}>
                {label}
              </kbd>
            ))}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}

export interface KeyboardShortcutsDialogProps {
  /** The shortcuts to list (usually the ones passed to `useKeyboardShortcuts`). */
  shortcuts: readonly Pick<KeyboardShortcut, 'keys' | 'description'>[];
  /** Keys that open the dialog; `null` turns the shortcut off. @default 'shift+?' */
  openKeys?: string | null;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog on click, e.g. a keyboard icon button. */
  trigger?: ReactElement;
}

/** The help dialog listing every shortcut with its keys; '?' opens it. */
export function KeyboardShortcutsDialog({
  shortcuts,
  openKeys = 'shift+?',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: KeyboardShortcutsDialogProps) {
  const intl = useIntl();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const openDescription = intl.formatMessage(keyboardShortcutsMessages.open);
  const opener = openKeys
    ? [{ keys: openKeys, description: openDescription, action: () => setOpen(true) }]
    : [];
  useKeyboardShortcuts(opener, { enabled: !open });
  const rows = [...opener, ...shortcuts];

  return (
    <Modal
      title={intl.formatMessage(keyboardShortcutsMessages.title)}
      width="small"
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {intl.formatMessage(keyboardShortcutsMessages.keys)}
            </th>
            <th scope="col" className={styles.headCell}>
              {intl.formatMessage(keyboardShortcutsMessages.action)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((shortcut) => (
            <tr key={shortcut.keys}>
              <td className={styles.cell}>
                <ShortcutKeys keys={shortcut.keys} />
              </td>
              <td className={styles.cell}>{shortcut.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
