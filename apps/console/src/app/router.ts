import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { PageError } from '../features/shell/PageError';
import { PagePending } from '../features/shell/PagePending';
import { routeTree } from '../routeTree.gen';
import type { AppContext } from './context';

/** The console's router over the generated file-route tree; tests pass a memory history. */
export function createAppRouter(context: AppContext, options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    context,
    // Data is cached by TanStack Query; the router only decides when to ask for it.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: PageError,
    defaultNotFoundComponent: NotFoundPage,
    // Unknown paths always get the root's 404 page, which brings its own frame.
    notFoundMode: 'root',
    scrollRestoration: true,
    ...(options.history ? { history: options.history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * Whether `path` leads to a page of this console rather than the 404 page. The router also
 * matches a path by its longest known prefix (`/profile/users` → the `/profile` layout), so the
 * route found must take every segment of the path.
 */
export function isKnownPath(router: AppRouter, path: string): boolean {
  const { pathname } = new URL(path, 'http://console.invalid');
  const found = router.getMatchedRoutes(pathname)[2];
  if (!found) return false;
  const segments = (text: string) => text.split('/').filter(Boolean);
  const routeSegments = segments(found.fullPath);
  return routeSegments.at(-1) === '$' || routeSegments.length === segments(pathname).length;
}
