import { type HTMLAttributes, type ReactNode, useEffect, useRef } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './LoaderOverlay.css';

export interface LoaderOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** Shows the overlay; the covered content is then busy and inert. @default false */
  visible?: boolean;
  /** Covers the whole viewport instead of just the children's box. @default false */
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
  return (
    <div
      {...props}
      aria-busy={visible || undefined}
      data-loading={visible || undefined}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <div ref={content} inert={visible || undefined}>
        {children}
      </div>
      {visible && (
        <div className={fullScreen ? `${styles.overlay} ${styles.fullScreen}` : styles.overlay}>
          <span className={styles.spinnerBox}>
            <Spinner size="large" label={label} />
          </span>
        </div>
      )}
    </div>
  );
}
