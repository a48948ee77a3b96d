import { createLink, Link } from '@tanstack/react-router';
import { type SideMenuLinkRenderer, TextLink } from '../../kit';

/** The kit's TextLink with the router's typed `to`, `params` and `search` and client-side navigation. */
export const AppLink = createLink(TextLink);

/**
 * Renders the links of the kit's menus (SideMenu, AppHeader menus) with the router's Link. Their
 * hrefs come from the navigation table, whose paths are typed against the route tree.
 */
export const renderRouterLink: SideMenuLinkRenderer = ({ href, ...props }) => <Link to={href} {...props} />;
