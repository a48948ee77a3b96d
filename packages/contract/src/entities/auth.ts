/** What GET /admin/oauth answers: a fresh pair; the refresh token it was called with is spent. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** What the logins and register answer; `redirect` is the console path to open next. */
export interface LoginResponse extends TokenPair {
  redirect: string;
}

/** Who a session belongs to: the account owner ('root') or a user within an account ('user'). */
export type SubjectKind = 'root' | 'user';

/**
 * The claims of an access token (HS256 JWT, 15 minutes). Clients may decode them (e.g. `is_admin`
 * for the admin flag of spec §4) but must not trust them for anything the server decides.
 */
export interface AccessTokenClaims {
  /** `root:<id>` or `user:<id>`. */
  sub: string;
  kind: SubjectKind;
  /** The account (tenant) every request of this session is scoped to. */
  acc: number;
  is_admin: boolean;
  /** Session (refresh-token family) id; logout revokes it. */
  sid: string;
  /** Present while an administrator impersonates: `{ sub: 'root:<admin id>' }` (RFC 8693). */
  act?: { sub: string };
  iat: number;
  exp: number;
}
