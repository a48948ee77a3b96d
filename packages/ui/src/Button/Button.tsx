import { cva } from 'class-variance-authority';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';
import type { ButtonKind, ButtonSize } from './Button.variants';

const button = cva(styles.base, {
  variants: { kind: styles.kind, size: styles.size, iconOnly: { true: styles.iconOnly, false: '' } },
  compoundVariants: (['small', 'medium', 'large'] as const).map((size) => ({
    iconOnly: true,
    size,
    className: styles.iconOnlySize[size],
  })),
  defaultVariants: { kind: 'default', size: 'medium', iconOnly: false },
});

interface CommonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Visual weight: `primary` for the main action of a view, `danger` for destructive ones. @default 'default' */
  kind?: ButtonKind;
  /** Height and padding. @default 'medium' */
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets `aria-busy` while an action runs. @default false */
  loading?: boolean;
  /** Icon shown before the label (after it in right-to-left layouts, by logical order). */
  icon?: ReactNode;
  /** Forwarded to the underlying `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

interface LabelledProps extends CommonProps {
  /** Accessible name; required only for icon-only buttons. */
  'aria-label'?: string;
  children: ReactNode;
}

interface IconOnlyProps extends CommonProps {
  /** Accessible name: an icon-only button has no visible text. */
  'aria-label': string;
  icon: ReactNode;
  children?: undefined;
}

export type ButtonProps = LabelledProps | IconOnlyProps;

/**
 * A button in one of the kit's kinds. Defaults to `type="button"` so it never submits a form by
 * accident; pass `type="submit"` for the form's main action.
 */
export function Button({
  kind,
  size,
  loading = false,
  icon,
  children,
  disabled,
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  const iconOnly = children === undefined || children === null;
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={button({ kind, size, iconOnly, className })}
    >
      {loading ? (
        <Spinner size="small" label={null} />
      ) : (
        icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )
      )}
      {children}
    </button>
  );
}
