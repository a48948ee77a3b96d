import * as Dialog from '@radix-ui/react-dialog';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { appHeaderMessages as messages } from './AppHeader.messages';
import * as styles from './AppHeaderPanel.css';

export interface AppHeaderMenuButtonProps {
  /** Content of the sliding panel, e.g. a `SideMenu`. */
  children: ReactNode;
  /** Accessible name of the menu button. @default 'Open menu' */
  label?: string;
  /** Heading of the panel. @default 'Menu' */
  title?: string;
  /** Whether the panel starts open. @default false */
  defaultOpen?: boolean;
  /** Open state, when the caller controls the panel. */
  open?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
  /** Closes the panel when a link inside it is followed. @default true */
  closeOnNavigate?: boolean;
}

/** The header's menu button: opens a modal panel sliding in from the inline-start edge; Escape closes it. */
export function AppHeaderMenuButton({
  children,
  label,
  title,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  closeOnNavigate = true,
}: AppHeaderMenuButtonProps) {
  const intl = useIntl();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnNavigate && event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          kind="ghost"
          aria-label={label ?? intl.formatMessage(messages.openMenu)}
          icon={<Icon name="menu" size={20} />}
        />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>
              {title ?? intl.formatMessage(messages.menuTitle)}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button
                kind="ghost"
                aria-label={intl.formatMessage(messages.closeMenu)}
                icon={<Icon name="close" />}
              />
            </Dialog.Close>
          </div>
          {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only listens for links followed inside */}
          <div className={styles.body} onClick={closeOnLink}>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
