/**
 * Where the session lives (spec §3, §4). Access tokens go to session storage (one tab), refresh
 * tokens and flags to local storage (shared by the tabs, kept across restarts): a new tab has no
 * access token but finds the refresh token and fetches a pair.
 */

/** The part of the Web Storage API the client uses; `window.sessionStorage` and `localStorage` fit. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionStorages {
  /** Per tab: the access tokens. */
  session: StorageLike;
  /** Shared by the tabs: refresh tokens, the impersonated user, the flags. */
  local: StorageLike;
}

/** Every key the client writes, and in which storage. */
export const storageKeys = {
  /** session: the access token of the login (root or user). */
  accessToken: 'token',
  /** local: the refresh token of the login. */
  refreshToken: 'refresh_token',
  /** session: the access token of the impersonation pair. */
  userToken: 'userToken',
  /** local: the refresh token of the impersonation pair. */
  userRefreshToken: 'userRefreshToken',
  /** local: the id of the impersonated PBX user, while impersonating. */
  impersonatedUserId: 'impersonatedUserId',
  /** local: 'true' or 'false', the `is_admin` claim of the login's access token. */
  adminUser: 'adminUser',
  /** local: 'root' or 'user', the `kind` claim of the login's access token. */
  loginKind: 'loginKind',
} as const;

/** A Storage kept in memory: the default outside browsers, and handy in tests. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { snapshot(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    snapshot: () => Object.fromEntries(items),
  };
}

/** The browser's storages when usable (Safari's private mode may throw), else memory. */
export function defaultStorages(): SessionStorages {
  return { session: browserStorage('sessionStorage'), local: browserStorage('localStorage') };
}

function browserStorage(name: 'sessionStorage' | 'localStorage'): StorageLike {
  try {
    const storage = (globalThis as { [key: string]: unknown })[name] as StorageLike | undefined;
    if (storage) {
      const probe = '__switchboard_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Storage disabled: keep the session in memory for this page's life.
  }
  return memoryStorage();
}
