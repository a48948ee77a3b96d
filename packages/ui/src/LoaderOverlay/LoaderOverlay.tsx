import type { HTMLAttributes, ReactNode } from 'react';
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
 * whole viewport, while statistics load or extensions are saved.
 */
export function LoaderOverlay({
  visible = false,
  fullScreen = false,
  label,
  children,
  className,
  ...props
}: LoaderOverlayProps) {
  return (
    <div
      {...props}
      aria-busy={visible || undefined}
      data-loading={visible || undefined}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <div inert={visible || undefined}>{children}</div>
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
