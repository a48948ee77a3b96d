/**
 * The typed calls, derived from the contract's endpoint table: a name of the table gives the
 * method, the path (and its parameters), the body type and the response type. Adding an endpoint
 * to the contract adds its call here, with no line to write.
 */
import type {
  BodyOf,
  EndpointName,
  Endpoints,
  EventsEndpointName,
  FileEndpointName,
  PathParamNames,
  PathParams,
  ResponseOf,
} from '@switchboard/contract';

/**
 * Endpoints that change the stored session go through the session API instead of `call`:
 * `login.root`, `login.user`, `register`, `logout`, `impersonate`; the refresh runs by itself.
 */
export const sessionEndpoints = [
  'register',
  'rootLogin',
  'userLogin',
  'refresh',
  'logout',
  'impersonate',
] as const;
export type SessionEndpointName = (typeof sessionEndpoints)[number];

/**
 * Every endpoint `call` accepts: not the session's, nor those answering files (loaded by URL) or
 * events (read with `stream`).
 */
export type CallName = Exclude<EndpointName, SessionEndpointName | FileEndpointName | EventsEndpointName>;

type ParamsInput<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<P> };

type BodyInput<N extends EndpointName> = Endpoints[N]['body'] extends undefined
  ? { body?: undefined }
  : { body: BodyOf<Endpoints[N]> };

/** What a call of endpoint N takes: `params` when its path has `:name`s, `body` when it takes one. */
export type CallInput<N extends EndpointName> = ParamsInput<Endpoints[N]['path']> &
  BodyInput<N> & {
    /** Cancels the call (TanStack Query passes one to every queryFn). */
    signal?: AbortSignal;
  };

/** The arguments of `call(name, …)`: the input may be left out when nothing in it is required. */
export type CallArgs<N extends EndpointName> =
  object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

/** What a successful call of endpoint N resolves to. */
export type CallResult<N extends EndpointName> = ResponseOf<Endpoints[N]>;

/** The JSON body of endpoint N (the contract struct's type). */
export type Body<N extends EndpointName> = BodyOf<Endpoints[N]>;

/** One function per endpoint: `client.api.createPbxUser({ body })`. */
export type EndpointFunctions = {
  [N in CallName]: (...args: CallArgs<N>) => Promise<CallResult<N>>;
};
