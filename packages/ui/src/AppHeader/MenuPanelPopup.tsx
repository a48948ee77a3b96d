import * as Dialog from '@radix-ui/react-dialog';
import { type MouseEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { appHeaderMessages as messages } from './AppHeader.messages';
import { type AppHeaderMenuButtonProps, MenuPanelButton } from './AppHeaderMenuButton';
import * as styles from './AppHeaderPanel.css';

/** The menu panel's Radix part, loaded when the user first points at or focuses its button. */
export default function MenuPanelPopup({
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
        <MenuPanelButton label={label} />
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
