import { useMemo } from 'react';
import * as styles from './QrCode.css';

export interface QrCodeProps {
  /** The code's modules, one string of '0' and '1' per row (square). */
  modules: readonly string[];
  /** What the code holds, for assistive technology, e.g. 'QR code for your authenticator app'. */
  label: string;
  /** Drawn size in CSS pixels. @default 192 */
  size?: number;
}

/**
 * A QR code drawn from its modules (the server encodes; the kit only draws): one SVG path, crisp at
 * any size, the same in right-to-left pages (a QR code is never mirrored).
 */
export function QrCode({ modules, label, size = 192 }: QrCodeProps) {
  const path = useMemo(
    () =>
      modules
        .flatMap((row, y) => [...row].map((module, x) => (module === '1' ? `M${x} ${y}h1v1h-1z` : '')))
        .join(''),
    [modules],
  );
  const count = modules.length;
  return (
    <span className={styles.root} dir="ltr">
      <svg
        className={styles.svg}
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${count} ${count}`}
        shapeRendering="crispEdges"
      >
        <path d={path} fill="#000000" />
      </svg>
    </span>
  );
}
