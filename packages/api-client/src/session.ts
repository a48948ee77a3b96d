import type { SubjectKind, TokenPair } from '@switchboard/contract';
import { decodeClaims } from './claims.js';
import { storageKeys as keys, type SessionStorages } from './storage.js';

/** The login's own pair, or the pair of the user an administrator impersonates. */
export type PairKind = 'main' | 'impersonation';

const pairKeys = {
  main: { access: keys.accessToken, refresh: keys.refreshToken },
  impersonation: { access: keys.userToken, refresh: keys.userRefreshToken },
} as const;

/**
 * The stored session: two token pairs and the flags derived from them. `generation(kind)` changes
 * whenever a pair is cleared or replaced by a new login or impersonation (not by a refresh), so
 * work begun for one session cannot act on the next (store a late refresh, log out a new login).
 */
export interface SessionStore {
  access(kind: PairKind): string | null;
  refresh(kind: PairKind): string | null;
  /** A pair (or its refresh token alone) is stored; an impersonation needs its refresh token. */
  has(kind: PairKind): boolean;
  generation(kind: PairKind): number;
  /** Stores a pair; `renew` keeps the generation (a refresh of the same session). */
  store(kind: PairKind, pair: TokenPair, options?: { renew?: boolean }): void;
  clear(kind: PairKind): void;
  isAdmin(): boolean;
  loginKind(): SubjectKind | null;
  impersonatedUserId(): number | null;
  setImpersonatedUserId(id: number | null): void;
}

export function createSessionStore({ session, local }: SessionStorages): SessionStore {
  const generations: Record<PairKind, number> = { main: 0, impersonation: 0 };

  const store: SessionStore = {
    access: (kind) => session.getItem(pairKeys[kind].access) || null,
    refresh: (kind) => local.getItem(pairKeys[kind].refresh) || null,
    // The impersonation is shared by the tabs through its refresh token: when another tab ended
    // it (local storage cleared), this tab's leftover access token no longer counts.
    has: (kind) => store.refresh(kind) !== null || (kind === 'main' && store.access(kind) !== null),
    generation: (kind) => generations[kind],

    store(kind, pair, options = {}) {
      if (!options.renew) generations[kind] += 1;
      session.setItem(pairKeys[kind].access, pair.access_token);
      local.setItem(pairKeys[kind].refresh, pair.refresh_token);
      if (kind === 'main') {
        // Spec §4: the admin flag comes from the access token's is_admin claim.
        const claims = decodeClaims(pair.access_token);
        local.setItem(keys.adminUser, String(claims?.is_admin === true));
        if (claims?.kind === 'root' || claims?.kind === 'user') local.setItem(keys.loginKind, claims.kind);
      }
    },

    clear(kind) {
      generations[kind] += 1;
      session.removeItem(pairKeys[kind].access);
      local.removeItem(pairKeys[kind].refresh);
      if (kind === 'impersonation') local.removeItem(keys.impersonatedUserId);
      else {
        local.removeItem(keys.adminUser);
        local.removeItem(keys.loginKind);
      }
    },

    isAdmin: () => local.getItem(keys.adminUser) === 'true',
    loginKind() {
      const kind = local.getItem(keys.loginKind);
      return kind === 'root' || kind === 'user' ? kind : null;
    },
    impersonatedUserId() {
      const raw = local.getItem(keys.impersonatedUserId);
      const id = raw ? Number(raw) : Number.NaN;
      return Number.isInteger(id) ? id : null;
    },
    setImpersonatedUserId(id) {
      if (id === null) local.removeItem(keys.impersonatedUserId);
      else local.setItem(keys.impersonatedUserId, String(id));
    },
  };
  return store;
}
