import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { DeferredPopup, popupLoader } from '../internal/deferredPopup';
import type { SideMenuLinkRenderer } from '../SideMenu/SideMenu.context';
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

interface ProductSwitcherButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
}

/** The product switcher's button: a grid icon, the label and a chevron. */
export function ProductSwitcherButton({ label, ...button }: ProductSwitcherButtonProps) {
  const intl = useIntl();
  return (
    <Button {...button} kind="ghost" icon={<Icon name="grid" />}>
      {label ?? intl.formatMessage(messages.products)}
      <Icon name="chevronDown" size={14} className={styles.triggerChevron} />
    </Button>
  );
}

const productSwitcherPopup = popupLoader(() => import('./ProductSwitcherPopup'));

/** A dropdown menu of products; arrow keys move, Enter chooses, Escape closes. */
export function AppHeaderProductSwitcher(props: AppHeaderProductSwitcherProps) {
  const { label } = props;
  return (
    <DeferredPopup
      afterPaint
      loader={productSwitcherPopup}
      props={props}
      popup="menu"
      standIn={(handlers) => <ProductSwitcherButton label={label} {...handlers} />}
    />
  );
}
