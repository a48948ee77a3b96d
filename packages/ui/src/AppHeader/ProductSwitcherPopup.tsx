import * as Menu from '@radix-ui/react-dropdown-menu';
import { Icon } from '../Icon/Icon';
import { renderAnchor } from '../SideMenu/SideMenu.context';
import * as styles from './AppHeaderMenu.css';
import { type AppHeaderProductSwitcherProps, ProductSwitcherButton } from './AppHeaderProductSwitcher';

/** The product switcher's Radix part, loaded when the user first points at or focuses its button. */
export default function ProductSwitcherPopup({
  items,
  label,
  renderLink = renderAnchor,
  defaultOpen,
}: AppHeaderProductSwitcherProps) {
  return (
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger asChild>
        <ProductSwitcherButton label={label} />
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
