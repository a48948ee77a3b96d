import type { Struct } from 'superstruct';

export { buildPath, type PathParamNames, type PathParams } from './paths.js';

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

/**
 * Who within an account may call a logged-in endpoint (decision 0006; spec §6 leaves it open):
 * - `owner` (the default): the account owner's session, or a platform administrator acting for
 *   someone in the account (an impersonation);
 * - `members`: also a user within the account on their own login.
 * A user's own record is theirs through the profile endpoints (`members`), never through the
 * owner's management endpoints, so no user can change another's password or log in as them.
 */
export type Access = 'owner' | 'members';

// biome-ignore lint/suspicious/noExplicitAny: a struct of any shape may describe a body.
type AnyStruct = Struct<any, any>;

declare const responseType: unique symbol;

/** A phantom carrying an endpoint's response type; it has no runtime content. */
export interface Returns<T> {
  readonly [responseType]?: T;
}

/** Declares the response type of an endpoint: `response: returns<Profile>()`. */
export const returns = <T>(): Returns<T> => ({});

/**
 * The response of an entry answering a file (an upload, the widget runtime, the console's pages)
 * rather than JSON: it is loaded by URL (`src`, `href`, a script tag), so the api-client makes no
 * call of it and the OpenAPI document leaves it out.
 */
export interface ReturnsFile extends Returns<Blob> {
  readonly file: true;
}

/** Declares a file response: `response: returnsFile()`. */
export const returnsFile = (): ReturnsFile => ({ file: true });

/** The entry answers a file, not JSON. */
export const answersFile = (endpoint: Endpoint): boolean => 'file' in endpoint.response;

/**
 * The response of an entry answering server-sent events, each event's data a JSON `T`: the
 * api-client reads it with `stream()` (fetch streaming, so the bearer header goes along), not `call`.
 */
export interface ReturnsEvents<T> extends Returns<T> {
  readonly events: true;
}

/** Declares a server-sent events response: `response: returnsEvents<Wallboard>()`. */
export const returnsEvents = <T>(): ReturnsEvents<T> => ({ events: true });

/** The entry answers a stream of server-sent events, not one JSON body. */
export const answersEvents = (endpoint: Endpoint): boolean => 'events' in endpoint.response;

export interface Endpoint {
  readonly method: Method;
  /** The spec §7 path, with `:name` parameters (from paths.ts, or a resource declaration). */
  readonly path: string;
  /** Validates the JSON body; undefined when the endpoint takes none. */
  readonly body: AnyStruct | undefined;
  readonly response: Returns<unknown>;
  readonly auth: Auth;
  /** Logged-in endpoints only. @default 'owner' */
  readonly access?: Access;
  /** A POST that changes nothing (a search, a report, a preview, a test): no activity record. */
  readonly readOnly?: true;
  /** No API key reaches this entry, whatever its scopes (a credential of its own). */
  readonly apiKeys?: false;
  /** The card provider's tokenisation: the one body a card number may be in (refused in any other). */
  readonly cardNumbers?: 'allowed';
  /**
   * An administrator acting as a user may not call it (403): the account's credentials, identity
   * and data leaving it stay the owner's (README "Roles").
   */
  readonly notWhileActing?: true;
}

/**
 * What the api-client needs to send a call: an endpoint without its structs (routes.gen.ts holds
 * one per entry of the table). The console's first load carries these, not every body's rules.
 */
export interface Route {
  readonly method: Method;
  readonly path: string;
  readonly auth: Auth;
  readonly access?: Access;
  readonly readOnly?: true;
  /** The body is sent as multipart form data (an upload). */
  readonly multipart?: true;
  /** The entry answers a file: loaded by URL, never called. */
  readonly file?: true;
  /** The entry answers server-sent events: read with the client's `stream()`, never called. */
  readonly events?: true;
}

/**
 * Whether a successful call of the entry is kept in the account's activity: a logged-in change
 * (any method but GET, and not a POST that only reads). The API's trail records exactly these; the
 * activity page offers them as its action filter.
 */
export const recordedInActivity = (endpoint: Route): boolean =>
  endpoint.method !== 'GET' &&
  !endpoint.readOnly &&
  endpoint.auth !== 'public' &&
  endpoint.auth !== 'refresh';

/** Who within an account may call an entry (`owner` unless it says otherwise). */
export const accessOf = (endpoint: Route): Access => endpoint.access ?? 'owner';

/** The JSON body an endpoint takes (`undefined` when none). */
export type BodyOf<E extends Endpoint> = E['body'] extends Struct<infer T, infer _S> ? T : undefined;

/** The JSON an endpoint answers with on success. */
export type ResponseOf<E extends Endpoint> = E['response'] extends Returns<infer R> ? R : never;
