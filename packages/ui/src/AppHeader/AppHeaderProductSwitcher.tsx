import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { renderAnchor, type SideMenuLinkRenderer } from '../SideMenu/SideMenu.context';
import { appHeaderMessages as messages } from './AppHeader.messages';
import * as styles from './AppHeaderMenu.css';

/** One product in the switcher: a link (`href`) or an action (`onSelect`). */
export interface AppHeaderProduct {
  /** Stable key. */
  id: string;
  /** Visible name, e.g. 'Billing'. */
  label: string;
  /** Address of the product; the item is a link when set. */
  href?: string;
  /** Called when the item is chosen (also for links, before navigating). */
  onSelect?: () => void;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Marks the product the user is in (`aria-current` and a check mark). */
  current?: boolean;
}

export interface AppHeaderProductSwitcherProps {
  /** The products, in order. */
  items: readonly AppHeaderProduct[];
  /** Text of the menu button. @default 'Products' */
  label?: string;
  /** Renders link items, so the console can pass its router's `Link`. @default a plain `<a>` */
  renderLink?: SideMenuLinkRenderer;
  /** Whether the menu starts open. @default false */
  defaultOpen?: boolean;
}

/** A dropdown menu of products; arrow keys move, Enter chooses, Escape closes. */
export function AppHeaderProductSwitcher({
  items,
  label,
  renderLink = renderAnchor,
  defaultOpen,
}: AppHeaderProductSwitcherProps) {
  const intl = useIntl();
  return (
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger asChild>
        <Button kind="ghost" icon={<Icon name="grid" />}>
          {label ?? intl.formatMessage(messages.products)}
          <Icon name="chevronDown" size={14} className={styles.triggerChevron} />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.content} align="start" sideOffset={4} loop>
          {items.map((item) => {
            const body = (
              <>
                {item.icon && (
                  <span className={styles.itemIcon} aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                <span className={styles.itemLabel}>{item.label}</span>
                {item.current && (
                  <span className={styles.check} aria-hidden="true">
                    <Icon name="check" />
                  </span>
                )}
              </>
            );
            const current = item.current ? ('page' as const) : undefined;
            return item.href ? (
              <Menu.Item key={item.id} asChild onSelect={item.onSelect}>
                {renderLink({
                  href: item.href,
                  className: styles.item,
                  'aria-current': current,
                  children: body,
                })}
              </Menu.Item>
            ) : (
              <Menu.Item
                key={item.id}
                className={styles.item}
                aria-current={current}
                onSelect={item.onSelect}
              >
                {body}
              </Menu.Item>
            );
          })}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
