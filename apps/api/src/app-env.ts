import type { TokenSubject } from './auth/access-tokens.js';
import type { PublishedWidget } from './widgets/public-cache.js';

/** The caller of an authenticated request, as the auth middleware found it in the database. */
export interface Session extends TokenSubject {
  /** The account owner's email is verified. */
  verified: boolean;
  /** The account owner's root user id. */
  ownerId: number;
  /** Set when the caller is an API key (acting as the owner, within its scopes). */
  apiKeyId?: number;
}

/** A visitor of a published widget, let through its blacklist, country allow-list and rate limits. */
export interface Visitor {
  widget: PublishedWidget;
  ip: string;
  country: string | null;
}

/** Hono's environment for every route module. */
export interface AppEnv {
  Variables: {
    session: Session;
    visitor: Visitor;
    /** CSP hashes ('sha256-…') of inline scripts the answer may run (the public site's head script). */
    inlineScripts?: string[];
  };
}
