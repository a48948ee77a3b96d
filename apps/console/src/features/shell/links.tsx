import { type SideMenuLinkRenderer, TextLink } from '@switchboard/ui';
import { createLink, Link } from '@tanstack/react-router';

/** The kit's TextLink with the router's typed `to`, `params` and `search` and client-side navigation. */
export const AppLink = createLink(TextLink);

/**
 * Renders the links of the kit's menus (SideMenu, AppHeader menus) with the router's Link. Their
 * hrefs come from the navigation table, whose paths are typed against the route tree.
 */
export const renderRouterLink: SideMenuLinkRenderer = ({ href, ...props }) => (
  // The kit marks the current item itself (aria-current); exact keeps the router from also marking
  // every parent of the page (it would mark /profile on /profile/users).
  <Link to={href} activeOptions={{ exact: true, includeSearch: false }} {...props} />
);
