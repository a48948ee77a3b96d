export { AppHeader, type AppHeaderProps } from './AppHeader';
export type { AppHeaderMenuButtonProps } from './AppHeaderMenuButton';
export type { AppHeaderProduct, AppHeaderProductSwitcherProps } from './AppHeaderProductSwitcher';
export type { AppHeaderUserMenuProps } from './AppHeaderUserMenu';
