import { cva } from 'class-variance-authority';
import { type HTMLAttributes, useState } from 'react';
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
  /** What shows without a picture: the name's initials, or a user icon where letters would read as text (a link's name). @default 'initials' */
  fallback?: 'initials' | 'icon';
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
 * it fails to load, it shows the name's initials (or a user icon). `data-fallback` is set while it does.
 */
export function Avatar({
  name,
  src,
  size,
  decorative = false,
  fallback = 'initials',
  className,
  ...props
}: AvatarProps) {
  // The address that failed to load: a new address deserves a new try.
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  const letters = fallback === 'initials' ? initials(name) : '';
  // Without a name there is nothing to announce: the avatar is then decoration.
  const hidden = decorative || name.trim() === '';
  const rootProps = {
    ...props,
    'aria-hidden': hidden || undefined,
    className: avatar({ size, className }),
  };
  if (showImage) {
    return (
      <span {...rootProps}>
        <img
          className={styles.image}
          src={src ?? undefined}
          alt={hidden ? '' : name}
          onError={() => setFailed(src ?? null)}
        />
      </span>
    );
  }
  const content = letters ? <span aria-hidden="true">{letters}</span> : <Icon name="user" />;
  return hidden ? (
    <span {...rootProps} data-fallback="">
      {content}
    </span>
  ) : (
    <span {...rootProps} role="img" aria-label={name} data-fallback="">
      {content}
    </span>
  );
}
