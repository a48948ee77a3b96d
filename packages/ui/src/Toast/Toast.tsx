import * as RadixToast from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import * as styles from './Toast.css';
import { toastMessages } from './Toast.messages';
import { toast as appToasts, type ToastStore } from './Toast.store';
import { TOAST_DURATION, type ToastKind, toastIcons } from './Toast.variants';
import { useViewportFocusReturn } from './useViewportFocusReturn';

const toastRoot = cva(styles.root, { variants: { kind: styles.kind } });
const toastIcon = cva(undefined, { variants: { kind: styles.icon } });

export interface ToastProps {
  /** Success, danger (errors, announced assertively) or light (neutral). */
  kind: ToastKind;
  /** The text shown. */
  children: ReactNode;
  /** Whether the toast shows. @default true */
  open?: boolean;
  /** Called with `false` when the toast times out, is swiped away or its close button is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before it closes by itself; hovering or focusing the toasts pauses it. Defaults to the Toaster's. */
  duration?: number;
  /** Class for the toast's root element. */
  className?: string;
}

/** One toast: an icon for its kind, the message and a close button. Rendered inside `<Toaster />`. */
export function Toast({ kind, children, open = true, onOpenChange, duration, className }: ToastProps) {
  const intl = useIntl();
  return (
    <RadixToast.Root
      open={open}
      onOpenChange={onOpenChange}
      duration={duration}
      type={kind === 'danger' ? 'foreground' : 'background'}
      data-kind={kind}
      className={toastRoot({ kind, className })}
    >
      <span className={toastIcon({ kind })}>
        <Icon name={toastIcons[kind]} size={20} label={intl.formatMessage(toastMessages[kind])} />
      </span>
      <RadixToast.Description className={styles.message}>{children}</RadixToast.Description>
      <RadixToast.Close asChild>
        <Button
          kind="ghost"
          size="small"
          aria-label={intl.formatMessage(toastMessages.close)}
          icon={<Icon name="close" />}
        />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

export interface ToasterProps {
  /** The queue to show; `toast` from this package unless a test or story brings its own. @default toast */
  store?: ToastStore;
  /** Milliseconds before a toast closes by itself (spec §9). @default 5000 */
  duration?: number;
  /** Class for the toast list (the viewport). */
  className?: string;
}

/**
 * Shows the toasts of a store, newest first, stacked at the top of the screen. Render it once near the
 * root of the app, inside the IntlProvider; then call `toast.success(…)` from anywhere.
 */
export function Toaster({ store = appToasts, duration = TOAST_DURATION, className }: ToasterProps) {
  const intl = useIntl();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { viewportRef, afterClose } = useViewportFocusReturn();
  return (
    <RadixToast.Provider
      duration={duration}
      swipeDirection="up"
      label={intl.formatMessage(toastMessages.label)}
    >
      {[...toasts].reverse().map((entry) => (
        <Toast
          key={entry.id}
          kind={entry.kind}
          duration={entry.duration}
          onOpenChange={(open) => {
            if (open) return;
            store.dismiss(entry.id);
            afterClose();
          }}
        >
          {entry.message}
        </Toast>
      ))}
      <RadixToast.Viewport
        ref={viewportRef}
        label={intl.formatMessage(toastMessages.region, { hotkey: '{hotkey}' })}
        className={cx(styles.viewport, className)}
      />
    </RadixToast.Provider>
  );
}
