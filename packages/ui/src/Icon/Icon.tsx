import type { SVGAttributes } from 'react';
import { type IconName, iconPaths } from './paths';

/** Icons whose meaning is a direction: mirrored when the document is right to left. */
const directional = new Set<IconName>(['chevronStart', 'chevronEnd', 'logout']);

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  /** Which icon to draw. */
  name: IconName;
  /** Edge length in pixels. @default 16 */
  size?: number;
  /** Accessible name; without one the icon is decorative and hidden from screen readers. */
  label?: string;
}

/** A stroke icon from the kit's set, drawn in the current text colour. */
export function Icon({ name, size = 16, label, style, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={directional.has(name) ? { ...style, scale: 'var(--sb-dir-scale, 1) 1' } : style}
      {...props}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
