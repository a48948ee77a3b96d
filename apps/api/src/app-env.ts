import type { TokenSubject } from './auth/access-tokens.js';

/** The caller of an authenticated request, as the auth middleware found it in the database. */
export interface Session extends TokenSubject {
  /** The account owner's email is verified. */
  verified: boolean;
  /** The account owner's root user id. */
  ownerId: number;
}

/** Hono's environment for every route module. */
export interface AppEnv {
  Variables: { session: Session };
}
