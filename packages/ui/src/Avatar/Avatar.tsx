import { cva } from 'class-variance-authority';
import { type HTMLAttributes, useEffect, useState } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Avatar.css';
import type { AvatarSize } from './Avatar.variants';

const avatar = cva(styles.root, { variants: { size: styles.size }, defaultVariants: { size: 'medium' } });

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Whose picture it is: the image's alternative text, and the initials when there is no image. */
  name: string;
  /** Address of the photo or logo; initials (or a user icon without a name) when absent or broken. */
  src?: string | null;
  /** Box size. @default 'medium' */
  size?: AvatarSize;
  /** Hide it from assistive technology when the name is already said beside it. @default false */
  decorative?: boolean;
}

/** Up to two initials: 'Anna Schmidt' → 'AS', 'anna' → 'A'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/**
 * A round picture of a person or company (profile photo, company logo). Without a picture, or when
 * it fails to load, it shows the name's initials. `data-fallback` is set while it does.
 */
export function Avatar({ name, src, size, decorative = false, className, ...props }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  // A new address deserves a new try.
  useEffect(() => setBroken(false), [src]);
  const showImage = Boolean(src) && !broken;
  const letters = initials(name);
  const label = decorative ? undefined : name;
  return (
    <span
      {...props}
      role={showImage || decorative ? undefined : 'img'}
      aria-label={showImage ? undefined : label}
      aria-hidden={decorative || undefined}
      data-fallback={showImage ? undefined : ''}
      className={avatar({ size, className })}
    >
      {showImage ? (
        <img className={styles.image} src={src ?? undefined} alt={label ?? ''} onError={() => setBroken(true)} />
      ) : letters ? (
        <span aria-hidden="true">{letters}</span>
      ) : (
        <Icon name="user" />
      )}
    </span>
  );
}
