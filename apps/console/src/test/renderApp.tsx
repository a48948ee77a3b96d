import { memoryStorage } from '@switchboard/api-client';
import type { Locale, Messages } from '@switchboard/i18n';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/App';
import { createApp } from '../app/createApp';
import { accessToken } from './fakeApi';

export interface RenderAppOptions {
  /** The address the console opens at. */
  path: string;
  /** The API at the fetch boundary (see fakeApi). */
  fetch: typeof globalThis.fetch;
  /** Start with a stored login session. @default false */
  loggedIn?: boolean;
  /** The stored login is a platform administrator's (`is_admin` claim, adminUser 'true'). @default false */
  admin?: boolean;
  /** Start in this language, with its loaded catalog (as main.tsx does). @default English */
  locale?: { locale: Locale; messages: Messages };
  /**
   * Render once the first navigation has loaded (its guards and loaders), as a user sees the page
   * after its pending state; `false` renders at once, to see the pending state. @default true
   */
  loaded?: boolean;
}

/** The whole console (providers, router, guards) at `path`, with the API faked at fetch. */
export async function renderApp({
  path,
  fetch,
  loggedIn = false,
  admin = false,
  locale,
  loaded = true,
}: RenderAppOptions) {
  const session = memoryStorage(loggedIn ? { token: accessToken({ is_admin: admin }) } : {});
  const local = memoryStorage(
    loggedIn ? { refresh_token: 'refresh', loginKind: 'root', adminUser: String(admin) } : {},
  );
  const app = createApp({
    fetch,
    storage: { session, local },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const user = userEvent.setup();
  if (loaded) await act(() => app.router.load());
  const view = render(<App app={app} {...locale} />);
  return { app, user, ...view, location: () => app.router.state.location };
}
