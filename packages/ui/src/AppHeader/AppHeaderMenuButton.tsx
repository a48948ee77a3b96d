import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { DeferredPopup, popupLoader } from '../internal/deferredPopup';
import { appHeaderMessages as messages } from './AppHeader.messages';

export interface AppHeaderMenuButtonProps {
  /** Content of the sliding panel, e.g. a `SideMenu`. */
  children: ReactNode;
  /** Accessible name of the menu button. @default 'Open menu' */
  label?: string;
  /** Heading of the panel. @default 'Menu' */
  title?: string;
  /** Whether the panel starts open. @default false */
  defaultOpen?: boolean;
  /** Open state, when the caller controls the panel. */
  open?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
  /** Closes the panel when a link inside it is followed. @default true */
  closeOnNavigate?: boolean;
}

interface MenuPanelButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  label?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
}

/** The menu button: an icon named 'Open menu' (or `label`). */
export function MenuPanelButton({ label, ...button }: MenuPanelButtonProps) {
  const intl = useIntl();
  return (
    <Button
      {...button}
      kind="ghost"
      aria-label={label ?? intl.formatMessage(messages.openMenu)}
      icon={<Icon name="menu" size={20} />}
    />
  );
}

const menuPanelPopup = popupLoader(() => import('./MenuPanelPopup'));

/** The header's menu button: opens a modal panel sliding in from the inline-start edge; Escape closes it. */
export function AppHeaderMenuButton(props: AppHeaderMenuButtonProps) {
  const { label } = props;
  return (
    <DeferredPopup
      afterPaint
      loader={menuPanelPopup}
      props={props}
      popup="dialog"
      standIn={(handlers) => <MenuPanelButton label={label} {...handlers} />}
    />
  );
}
