export { SideMenu, type SideMenuItemProps, type SideMenuProps } from './SideMenu';
export {
  renderAnchor,
  type SideMenuLinkProps,
  type SideMenuLinkRenderer,
} from './SideMenu.context';
export { type SideMenuHeadingLevel, sideMenuHeadingLevels } from './SideMenu.variants';
export type { SideMenuSectionProps } from './SideMenuSection';
