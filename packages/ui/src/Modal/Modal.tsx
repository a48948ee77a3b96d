import type * as Dialog from '@radix-ui/react-dialog';
import {
  type ComponentPropsWithoutRef,
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useContext,
} from 'react';
import { DeferredPopup, popupLoader } from '../internal/deferredPopup';
import type { ModalWidth } from './Modal.variants';
import { ModalCloseContext } from './ModalContext';

export { useModalContainer } from './ModalContext';

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

const modalDialog = popupLoader(() => import('./ModalDialog'));

/**
 * A modal dialog: traps focus, closes on Escape, the × button or a backdrop click, then restores focus.
 * Its Radix code loads at its first opening (or when its trigger is pointed at or focused), so a
 * page pays for it only once a dialog is asked for.
 */
export function Modal(props: ModalProps) {
  const { trigger } = props;
  return (
    <DeferredPopup
      loader={modalDialog}
      props={props}
      popup="dialog"
      standIn={(handlers) => (trigger ? cloneElement(trigger, handlers) : null)}
    />
  );
}

export interface ModalCloseProps {
  /** One element (usually a Button) that closes the dialog when clicked. */
  children: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
}

/** Makes its child close the surrounding dialog, e.g. a footer's Cancel button. */
function ModalClose({ children }: ModalCloseProps) {
  const close = useContext(ModalCloseContext);
  return cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      if (!event.defaultPrevented) close?.();
    },
  });
}

Modal.Close = ModalClose;
