import * as Menu from '@radix-ui/react-dropdown-menu';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import { cx } from '../internal/cx';
import { renderAnchor } from '../SideMenu/SideMenu.context';
import { appHeaderMessages as messages } from './AppHeader.messages';
import * as styles from './AppHeaderMenu.css';
import { type AppHeaderUserMenuProps, UserMenuButton } from './AppHeaderUserMenu';

/** The user menu's Radix part, loaded when the user first points at or focuses its button. */
export default function UserMenuPopup({
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
        <UserMenuButton name={name} photoUrl={photoUrl} />
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
