import { cva } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import * as styles from './Alert.css';
import { alertMessages } from './Alert.messages';
import { type AlertKind, alertIcons } from './Alert.variants';

const alert = cva(styles.root, { variants: { kind: styles.kind }, defaultVariants: { kind: 'info' } });
const icon = cva(undefined, { variants: { kind: styles.icon } });

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Meaning and colour; `danger` is announced at once (role alert), the others politely (role status). @default 'info' */
  kind?: AlertKind;
  /** Bold first line. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** A link or button at the end, e.g. the unverified-email notice's resend link. */
  action?: ReactNode;
}

/** An inline message in a page or form, with the icon of its kind (spec §8). */
export function Alert({ kind = 'info', title, children, action, className, ...props }: AlertProps) {
  const intl = useIntl();
  return (
    <div
      {...props}
      role={kind === 'danger' ? 'alert' : 'status'}
      data-kind={kind}
      className={alert({ kind, className })}
    >
      <span className={icon({ kind })}>
        <Icon name={alertIcons[kind]} size={20} label={intl.formatMessage(alertMessages[kind])} />
      </span>
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
