import * as Dialog from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import {
  type ComponentPropsWithoutRef,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './Modal.css';
import { modalMessages } from './Modal.messages';
import type { ModalWidth } from './Modal.variants';

const content = cva(styles.content, {
  variants: { width: styles.width },
  defaultVariants: { width: 'medium' },
});

const ModalContainerContext = createContext<HTMLElement | null>(null);

/**
 * The open dialog's element, or `null` outside a modal. Popovers that portal (react-aria's
 * `UNSTABLE_portalContainer`) render into it so they stay inside the dialog's focus trap.
 */
export function useModalContainer(): HTMLElement | null {
  return useContext(ModalContainerContext);
}

type ContentProps = Omit<
  ComponentPropsWithoutRef<typeof Dialog.Content>,
  'title' | 'children' | 'asChild' | 'forceMount'
>;

export interface ModalProps extends ContentProps {
  /** Heading that names the dialog. */
  title: ReactNode;
  /** Short text under the title, announced with it. */
  description?: ReactNode;
  /** The dialog's body; it scrolls when taller than the screen. */
  children?: ReactNode;
  /** Actions at the end of the dialog, usually buttons; wrap a cancel button in `Modal.Close`. */
  footer?: ReactNode;
  /** Maximum width: `large` 800 px, `medium` 700 px, `small` 450 px; full width on narrow screens. @default 'medium' */
  width?: ModalWidth;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, Escape, close button, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog on click; focus returns to it on close. */
  trigger?: ReactElement;
  /** Shows the × button in the header. @default true */
  closeButton?: boolean;
}

/** A modal dialog: traps focus, closes on Escape, the × button or a backdrop click, then restores focus. */
export function Modal({
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
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // The dialog portals to <body>: it takes the language and direction of the place it is used
  // (a subtree shown in one language, such as the English-only profile, inside a right-to-left page).
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const dir = anchor?.closest('[dir]')?.getAttribute('dir') ?? undefined;
  const lang = anchor?.closest('[lang]')?.getAttribute('lang') ?? undefined;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
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
              {children !== undefined && <div className={styles.body}>{children}</div>}
              {footer && <div className={styles.footer}>{footer}</div>}
            </ModalContainerContext.Provider>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ModalCloseProps {
  /** One element (usually a Button) that closes the dialog when clicked. */
  children: ReactElement;
}

/** Makes its child close the surrounding dialog, e.g. a footer's Cancel button. */
function ModalClose({ children }: ModalCloseProps) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}

Modal.Close = ModalClose;
