import { type HTMLAttributes, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './LoaderOverlay.css';

export interface LoaderOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** Shows the overlay; the covered content is then busy and inert. @default false */
  visible?: boolean;
  /** Covers the whole viewport instead of just the children's box, above open dialogs and popovers (toasts stay above it). @default false */
  fullScreen?: boolean;
  /** Text announced while loading. @default 'Loading' */
  label?: string;
  /** The region the overlay covers. */
  children?: ReactNode;
}

/**
 * The global loader overlay (spec §2): a backdrop and a large spinner over its children, or over the
 * whole viewport, while statistics load or extensions are saved. Making the content inert drops the
 * keyboard focus to the page; when the overlay goes, the control that had it gets it back.
 *
 * Full screen, the overlay renders at the end of <body>, above a Modal that is open while something
 * saves: a Radix dialog portals to <body> too, hides what was there before it opened from assistive
 * technology and turns off pointer events outside itself, so an overlay inside the page would sit
 * under the dialog, unseen. The overlay is marked `data-loader-overlay`; a Modal ignores clicks on it.
 */
export function LoaderOverlay({
  visible = false,
  fullScreen = false,
  label,
  children,
  className,
  ...props
}: LoaderOverlayProps) {
  const content = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const region = content.current;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    region?.addEventListener('focusin', remember);
    return () => region?.removeEventListener('focusin', remember);
  }, []);
  useEffect(() => {
    if (visible) return;
    const element = lastFocused.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (element?.isConnected && lost) element.focus();
  }, [visible]);
  const overlay = (
    <div data-loader-overlay="" className={cx(styles.overlay, fullScreen && styles.fullScreen)}>
      <span className={styles.spinnerBox}>
        <Spinner size="large" label={label} />
      </span>
    </div>
  );
  return (
    <div
      {...props}
      aria-busy={visible || undefined}
      data-loading={visible || undefined}
      className={cx(styles.root, className)}
    >
      <div ref={content} inert={visible || undefined}>
        {children}
      </div>
      {visible && (fullScreen ? createPortal(overlay, document.body) : overlay)}
    </div>
  );
}
