import { memoryStorage } from '@switchboard/api-client';
import { createMemoryHistory } from '@tanstack/react-router';
import { type ConsoleApp, createApp } from '#app/createApp';
import { accessToken } from './fakeApi';

export interface ConsoleAppOptions {
  /** The address the console opens at. */
  path: string;
  /** The API at the fetch boundary (see fakeApi). */
  fetch: typeof globalThis.fetch;
  /** Start with a stored login session. @default false */
  loggedIn?: boolean;
  /** The stored login is a platform administrator's (`is_admin` claim, adminUser 'true'). @default false */
  admin?: boolean;
}

/**
 * The console's instances (client, cache, router) at `path` over a faked API, in memory: tests
 * render it with Testing Library, the Screens stories in Storybook.
 */
export function consoleApp({ path, fetch, loggedIn = false, admin = false }: ConsoleAppOptions): ConsoleApp {
  const session = memoryStorage(loggedIn ? { token: accessToken({ is_admin: admin }) } : {});
  const local = memoryStorage(
    loggedIn ? { refresh_token: 'refresh', loginKind: 'root', adminUser: String(admin) } : {},
  );
  return createApp({
    fetch,
    storage: { session, local },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}
