import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { AppContext } from '../app/context';
import { loadSessionProfile } from '../app/session';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { GlobalLoader } from '../features/shell/GlobalLoader';

export const Route = createRootRouteWithContext<AppContext>()({
  // Every navigation knows the session's profile (cached for a minute): the guards read it.
  beforeLoad: async ({ context }) => ({ profile: await loadSessionProfile(context) }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <GlobalLoader>
      <Outlet />
    </GlobalLoader>
  );
}
