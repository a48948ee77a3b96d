import type { LogoutReason } from '@switchboard/api-client';
import type { RouterHistory } from '@tanstack/react-router';
import { type AppContext, type AppContextOptions, createAppContext } from './context';
import { type AppRouter, createAppRouter } from './router';

export interface ConsoleApp extends AppContext {
  router: AppRouter;
}

/**
 * The console's single instances: API client, query cache and router. A forced logout (spec §8:
 * 401, 403 or 419, or a refused refresh) empties the cache and opens /login, remembering the page
 * so that logging in again leads back; a logout the user asked for just opens /login.
 */
export function createApp(options: AppContextOptions & { history?: RouterHistory } = {}): ConsoleApp {
  let router: AppRouter | undefined;
  const onLogout = (reason: LogoutReason) => {
    options.onLogout?.(reason);
    if (!router) return;
    const here = router.state.location;
    const remember = reason.type !== 'logout' && here.pathname !== '/login';
    void router.navigate({ to: '/login', search: remember ? { redirect: here.href } : {}, replace: true });
  };
  const context = createAppContext({ ...options, onLogout });
  router = createAppRouter(context, options.history ? { history: options.history } : {});
  return { ...context, router };
}
