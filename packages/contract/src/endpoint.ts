import type { Struct } from 'superstruct';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: anyone;
 * - `refresh`: the bearer token is a refresh token, not an access token (GET /admin/oauth);
 * - `user`: any logged-in session (account owner or user within an account);
 * - `verified`: a session whose account owner has verified their email, else 403;
 * - `admin`: a platform administrator (the `is_admin` claim), not while impersonating.
 */
export type Auth = 'public' | 'refresh' | 'user' | 'verified' | 'admin';

// biome-ignore lint/suspicious/noExplicitAny: a struct of any shape may describe a body.
type AnyStruct = Struct<any, any>;

declare const responseType: unique symbol;

/** A phantom carrying an endpoint's response type; it has no runtime content. */
export interface Returns<T> {
  readonly [responseType]?: T;
}

/** Declares the response type of an endpoint: `response: returns<Profile>()`. */
export const returns = <T>(): Returns<T> => ({});

export interface Endpoint {
  readonly method: Method;
  /** The spec §7 path, with `:name` parameters. */
  readonly path: string;
  /** Validates the JSON body; undefined when the endpoint takes none. */
  readonly body: AnyStruct | undefined;
  readonly response: Returns<unknown>;
  readonly auth: Auth;
}

/** The JSON body an endpoint takes (`undefined` when none). */
export type BodyOf<E extends Endpoint> = E['body'] extends Struct<infer T, infer _S> ? T : undefined;

/** The JSON an endpoint answers with on success. */
export type ResponseOf<E extends Endpoint> = E['response'] extends Returns<infer R> ? R : never;

/** `'/admin/xpbx/user/:id'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values that fill an endpoint's path parameters. */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

/** Fills `:name` parameters with URL-encoded values: `buildPath('/a/:id', { id: 3 })` → `'/a/3'`. */
export function buildPath<P extends string>(path: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
