import type { AnyRouter } from '@tanstack/react-router';

/**
 * Whether `path` leads to a page of this console rather than the 404 page. The router also
 * matches a path by its longest known prefix (`/profile/users` → the `/profile` layout), so the
 * route found must take every segment of the path.
 */
export function isKnownPath(router: AnyRouter, path: string): boolean {
  const { pathname } = new URL(path, 'http://console.invalid');
  const found = router.getMatchedRoutes(pathname)[2];
  if (!found) return false;
  const segments = (text: string) => text.split('/').filter(Boolean);
  const routeSegments = segments(found.fullPath);
  return routeSegments.at(-1) === '$' || routeSegments.length === segments(pathname).length;
}
