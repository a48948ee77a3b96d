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
