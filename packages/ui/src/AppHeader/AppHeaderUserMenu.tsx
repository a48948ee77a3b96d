import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { DeferredPopup, popupLoader } from '../internal/deferredPopup';
import type { SideMenuLinkRenderer } from '../SideMenu/SideMenu.context';
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

interface UserMenuButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  name: string;
  photoUrl?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
}

/** The user menu's button: the photo (or a user icon), the name and a chevron. */
export function UserMenuButton({ name, photoUrl, ...button }: UserMenuButtonProps) {
  return (
    <Button
      {...button}
      kind="ghost"
      className={styles.trigger}
      icon={photoUrl ? <img className={styles.avatar} src={photoUrl} alt="" /> : <Icon name="user" />}
    >
      <span className={styles.triggerText}>{name}</span>
      <Icon name="chevronDown" size={14} className={styles.triggerChevron} />
    </Button>
  );
}

const userMenuPopup = popupLoader(() => import('./UserMenuPopup'));

/** The user's dropdown menu: name, company and balance, then profile, recharge and logout. */
export function AppHeaderUserMenu(props: AppHeaderUserMenuProps) {
  const { name, photoUrl } = props;
  return (
    <DeferredPopup
      afterPaint
      loader={userMenuPopup}
      props={props}
      popup="menu"
      standIn={(handlers) => <UserMenuButton name={name} photoUrl={photoUrl} {...handlers} />}
    />
  );
}
