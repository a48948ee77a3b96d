import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import { renderAnchor, type SideMenuLinkRenderer } from '../SideMenu/SideMenu.context';
import { appHeaderMessages as messages } from './AppHeader.messages';
import * as styles from './AppHeaderMenu.css';

export interface AppHeaderUserMenuProps {
  /** The signed-in user's name: the menu button's text. */
  name: string;
  /** Address of the user's photo, shown in the button; a user icon otherwise. */
  photoUrl?: string;
  /** The account's company name. */
  company?: string;
  /** Account balance after the 'Amount' label, formatted by the caller (numbers get digit grouping). @default 0 */
  amount?: ReactNode;
  /** Address of the profile page. */
  profileHref: string;
  /** Offers 'Recharge account' and is called when it is chosen; hidden when absent. */
  onRecharge?: () => void;
  /** Called when 'Logout' is chosen. */
  onLogout: () => void;
  /** Renders the profile link, so the console can pass its router's `Link`. @default a plain `<a>` */
  renderLink?: SideMenuLinkRenderer;
  /** Whether the menu starts open. @default false */
  defaultOpen?: boolean;
}

/** The user's dropdown menu: name, company and balance, then profile, recharge and logout. */
export function AppHeaderUserMenu({
  name,
  photoUrl,
  company,
  amount = 0,
  profileHref,
  onRecharge,
  onLogout,
  renderLink = renderAnchor,
  defaultOpen,
}: AppHeaderUserMenuProps) {
  const intl = useIntl();
  return (
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger asChild>
        <Button
          kind="ghost"
          className={styles.trigger}
          icon={photoUrl ? <img className={styles.avatar} src={photoUrl} alt="" /> : <Icon name="user" />}
        >
          <span className={styles.triggerText}>{name}</span>
          <Icon name="chevronDown" size={14} className={styles.triggerChevron} />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.content} align="end" sideOffset={4} loop>
          <Menu.Label className={styles.info}>
            <span className={styles.name}>{name}</span>
            {company && <span className={styles.muted}>{company}</span>}
          </Menu.Label>
          <Menu.Label className={cx(styles.info, styles.amount)}>
            <span>{intl.formatMessage(messages.amount)}</span>
            <span className={styles.amountValue}>
              {typeof amount === 'number' ? intl.formatNumber(amount) : amount}
            </span>
          </Menu.Label>
          <Menu.Separator className={styles.separator} />
          <Menu.Item asChild>
            {renderLink({
              href: profileHref,
              className: styles.item,
              children: (
                <>
                  <span className={styles.itemIcon} aria-hidden="true">
                    <Icon name="user" />
                  </span>
                  <span className={styles.itemLabel}>{intl.formatMessage(messages.profile)}</span>
                </>
              ),
            })}
          </Menu.Item>
          {onRecharge && (
            <Menu.Item className={styles.item} onSelect={onRecharge}>
              <span className={styles.itemIcon} aria-hidden="true">
                <Icon name="plus" />
              </span>
              <span className={styles.itemLabel}>{intl.formatMessage(messages.recharge)}</span>
            </Menu.Item>
          )}
          <Menu.Separator className={styles.separator} />
          <Menu.Item className={styles.item} onSelect={onLogout}>
            <span className={styles.itemIcon} aria-hidden="true">
              <Icon name="logout" />
            </span>
            <span className={styles.itemLabel}>{intl.formatMessage(messages.logout)}</span>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
