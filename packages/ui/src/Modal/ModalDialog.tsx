import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { ModalProps } from './Modal';
import * as styles from './Modal.css';
import { modalMessages } from './Modal.messages';
import { ModalCloseContext, ModalContainerContext } from './ModalContext';

const content = cva(styles.content, {
  variants: { width: styles.width },
  defaultVariants: { width: 'medium' },
});

/** The modal's Radix part, loaded at its first opening (or when its trigger is pointed at). */
export default function ModalDialog({
  title,
  description,
  children,
  footer,
  width,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  closeButton = true,
  className,
  onInteractOutside,
  ...props
}: ModalProps) {
  const intl = useIntl();
  // Open state kept here (Radix controlled), so `Modal.Close` can close it through context.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const close = () => setOpen(false);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // The dialog portals to <body>: it takes the language and direction of the place it is used
  // (a subtree shown in one language, such as the English-only profile, inside a right-to-left page).
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const dir = anchor?.closest('[dir]')?.getAttribute('dir') ?? undefined;
  const lang = anchor?.closest('[lang]')?.getAttribute('lang') ?? undefined;
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <span ref={setAnchor} hidden />
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay}>
          <Dialog.Content
            {...(description ? {} : { 'aria-describedby': undefined })}
            {...props}
            onInteractOutside={(event) => {
              onInteractOutside?.(event);
              // A click on the full-screen loader (shown above the dialog while it saves) is no
              // request to close the dialog.
              const target = event.target;
              if (target instanceof Element && target.closest('[data-loader-overlay]'))
                event.preventDefault();
            }}
            onKeyDown={(event) => {
              props.onKeyDown?.(event);
              // A notice shown after the dialog opened (a failed save) is Radix's topmost layer, so
              // the dialog's own Escape handler stands down and the first Escape only closed the
              // notice. The key still reaches the dialog's content: unless something inside handled
              // it (a list, the dialog's own handler), it closes the dialog.
              if (event.key === 'Escape' && !event.defaultPrevented) close();
            }}
            ref={setContainer}
            dir={dir}
            lang={lang}
            className={content({ width, className })}
          >
            <div className={styles.header}>
              <div className={styles.heading}>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                {description && (
                  <Dialog.Description className={styles.description}>{description}</Dialog.Description>
                )}
              </div>
              {closeButton && (
                <Dialog.Close asChild>
                  <Button
                    kind="ghost"
                    size="small"
                    className={styles.close}
                    aria-label={intl.formatMessage(modalMessages.close)}
                    icon={<Icon name="close" />}
                  />
                </Dialog.Close>
              )}
            </div>
            <ModalContainerContext.Provider value={container}>
              <ModalCloseContext.Provider value={close}>
                {children !== undefined && <div className={styles.body}>{children}</div>}
                {footer && <div className={styles.footer}>{footer}</div>}
              </ModalCloseContext.Provider>
            </ModalContainerContext.Provider>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
