/**
 * The one transport of the console (spec §4, §7, §8): base URL, bearer token, JSON, a timeout,
 * typed errors, the token pairs with their refresh, impersonation, and one typed call per endpoint
 * of the contract's table.
 */
import {
  buildPath,
  type EndpointName,
  type Endpoints,
  type EventsEndpointName,
  type LoginResponse,
  type PathParams,
  type ResponseOf,
  type RootLoginResponse,
  type Route,
  routes,
  type TokenPair,
  type TwoFactorChallenge,
  type TwoFactorLoginResponse,
} from '@switchboard/contract';
import {
  type Body,
  type CallArgs,
  type CallInput,
  type CallName,
  type CallResult,
  type EndpointFunctions,
  type SessionEndpointName,
  sessionEndpoints,
} from './calls.js';
import { expiresWithin } from './claims.js';
import {
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  type FieldMessages,
  fieldMessages,
  messageOf,
} from './errors.js';
import { createSessionStore, type PairKind } from './session.js';
import { defaultStorages, type SessionStorages } from './storage.js';

/** Spec §9: every call gives up after 30 seconds. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Spec §4, §9: an access token expiring within 10 seconds is refreshed before the call. */
export const REFRESH_THRESHOLD_MS = 10_000;
/** Spec §8: these answers log the user out. */
export const DEFAULT_LOGOUT_STATUSES: readonly number[] = [401, 403, 419];

/** Why the session ended; passed to `onLogout`. */
export type LogoutReason =
  /** `logout()` was called. */
  | { type: 'logout' }
  /** The refresh token was refused (spent, expired or revoked). */
  | { type: 'refresh-failed'; error: ApiError }
  /** A call answered one of `logoutStatuses` (401, 403, 419). */
  | { type: 'rejected'; endpoint: EndpointName; error: ApiError };

/** What changed in the stored session; see `subscribe`. */
export type SessionEvent = { type: 'login' | 'logout' | 'impersonate' | 'stop-impersonating' };

export type LoginType = 'root' | 'user';

export interface ApiClientOptions {
  /** The API host, e.g. `https://api.example.com` or `''` for the page's own origin. */
  baseUrl: string;
  /** Defaults to `window.sessionStorage` / `window.localStorage`, in memory where there are none. */
  storage?: SessionStorages;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** @default 30000 (spec §9) */
  timeoutMs?: number;
  /**
   * Called once the stored session has been cleared: on `logout()`, a refused refresh, or a call
   * answering 401, 403 or 419. The place to reset caches and go to the login page.
   */
  onLogout?: (reason: LogoutReason) => void;
  /** The clock, in milliseconds, for the refresh threshold. @default Date.now */
  now?: () => number;
  /**
   * Answers of session calls that log out (never those of public endpoints such as the logins,
   * whose 401 is a wrong password). Spec §8 lists 403 too, so under the default the verified-email
   * gate's 403 ('Please verify your account to complete this request') also logs out; pass
   * `[401, 419]` to keep unverified users signed in. @default [401, 403, 419]
   */
  logoutStatuses?: readonly number[];
  /**
   * The contract's endpoint table, to validate bodies with their structs before sending: an invalid
   * body rejects with an ApiError (status 422, `clientSide: true`) whose `errors` are those the
   * server would answer. Without it the client sends what it is given and the server answers the
   * 422. The console leaves it out: its forms check with the same structs before they call, and the
   * table would bring every screen's rules (phone numbers, RE2 patterns) into its first load.
   */
  validateWith?: Endpoints;
}

/** What `stream(name, …)` takes: the path's parameters, the events' handler and the abort. */
export interface StreamInput<N extends EventsEndpointName> {
  params: PathParams<Endpoints[N]['path']>;
  /** Each event's JSON data, in order. */
  onEvent: (data: ResponseOf<Endpoints[N]>) => void;
  /** Ends the stream: the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface ApiClient {
  /** Calls endpoint `name` of the contract's table: `call('getPbxUser', { params: { id: 7 } })`. */
  call<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<CallResult<N>>;
  /** The same calls as functions: `api.createPbxUser({ body })`. */
  api: EndpointFunctions;
  /**
   * Follows an entry answering server-sent events (the wallboard) with the session's bearer
   * header, through fetch streaming (an EventSource cannot send one). Resolves when the server
   * ends the stream; rejects like a call when it is refused (a 401, 403 or 419 logs out), with an
   * ApiNetworkError when the connection drops. Reconnecting is the caller's choice.
   */
  stream<N extends EventsEndpointName>(name: N, input: StreamInput<N>): Promise<void>;
  login: {
    /**
     * Account owner login; stores the pair and the admin flag; resolves to the redirect path, or
     * to the second step's challenge when two-factor login is on or required (nothing stored yet).
     */
    root(body: Body<'rootLogin'>): Promise<string | TwoFactorChallenge>;
    /** The second step: a code or recovery code for the challenge; stores the pair like a login. */
    secondFactor(body: Body<'twoFactorLogin'>): Promise<{ redirect: string; recoveryCodes: string[] | null }>;
    /** Login of a user within an account (`client_id` is the account id); resolves to the redirect path. */
    user(body: Body<'userLogin'>): Promise<string>;
  };
  /** Creates an account and logs its owner in; resolves to the redirect path. */
  register(body: Body<'register'>): Promise<string>;
  /** Revokes the session on the server (GET /admin/logout) and always clears the stored tokens. */
  logout(): Promise<void>;
  /** Acts as PBX user `userId` (POST /admin/user-login/:id with the main token) for a reason (required; audited, shown to the account owner). */
  impersonate(userId: number, reason: string): Promise<void>;
  /** Ends the impersonation (revoking its session on the server) and returns to the main token. */
  stopImpersonating(): Promise<void>;
  /** Spec §4: 'user' while impersonating or after a user login, 'root' after a root login, else null. */
  loginType(): LoginType | null;
  isImpersonating(): boolean;
  impersonatedUserId(): number | null;
  /** The `is_admin` claim of the login's access token (the adminUser flag). */
  isAdmin(): boolean;
  /** A pair (or a refresh token that can fetch one) is stored. */
  isLoggedIn(): boolean;
  /** Notified after a login, logout, impersonation start and end. Returns the unsubscribe. */
  subscribe(listener: (event: SessionEvent) => void): () => void;
}

const sessionNames: ReadonlySet<string> = new Set<SessionEndpointName>(sessionEndpoints);

/** Names `call` and `api` serve: JSON entries of the table outside the session API. */
const isCall = (name: string): boolean =>
  Object.hasOwn(routes, name) &&
  !sessionNames.has(name) &&
  !(routes[name as EndpointName] as Route).file &&
  !(routes[name as EndpointName] as Route).events;

/** The profile area belongs to the login, not to the impersonated user (spec §4, §7 "main token"). */
const profilePath = routes.profile.path;
const usesMainToken = (route: Route) =>
  route.auth === 'admin' || route.path === routes.me.path || route.path.startsWith(profilePath);

interface SendOptions {
  route: Route;
  path: string;
  body?: unknown;
  token: string | null;
  signal?: AbortSignal | undefined;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const logoutStatuses = options.logoutStatuses ?? DEFAULT_LOGOUT_STATUSES;
  const session = createSessionStore(options.storage ?? defaultStorages());
  const listeners = new Set<(event: SessionEvent) => void>();
  const refreshing: Partial<Record<PairKind, Promise<string>>> = {};

  const emit = (event: SessionEvent) => {
    for (const listener of listeners) listener(event);
  };

  /**
   * What every exchange shares: its own abort signal, fired by the caller's `signal` or after the
   * timeout (`stopTimer` once the wait it covers is over), and its failures typed.
   */
  function guarded(url: string, signal: AbortSignal | undefined) {
    signal?.throwIfAborted();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', cancel, { once: true });
    return {
      signal: controller.signal,
      stopTimer: () => clearTimeout(timer),
      failure(error: unknown): unknown {
        if (timedOut) return new ApiTimeoutError(timeoutMs, { cause: error });
        if (signal?.aborted) return signal.reason ?? error;
        return new ApiNetworkError(url, { cause: error });
      },
      release() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', cancel);
      },
    };
  }

  const refusal = (response: Response, data: unknown) =>
    new ApiError({
      status: response.status,
      message: messageOf(data, response.status),
      errors: fieldMessages(data),
      body: data,
    });

  /** One HTTP exchange: JSON in and out, the timeout, typed failures. */
  async function send({ route, path, body, token, signal }: SendOptions): Promise<unknown> {
    const url = `${baseUrl}${path}`;
    const exchange = guarded(url, signal);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const multipart = body !== undefined && route.multipart === true;
    // FormData sets its own multipart Content-Type with the boundary.
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

    let response: Response;
    let data: unknown;
    try {
      response = await fetchImpl(url, {
        method: route.method,
        headers,
        body: body === undefined ? undefined : multipart ? toFormData(body) : JSON.stringify(body),
        signal: exchange.signal,
      });
      data = await readBody(response);
    } catch (error) {
      throw exchange.failure(error);
    } finally {
      exchange.release();
    }

    if (!response.ok) throw refusal(response, data);
    return data;
  }

  /** Spends the stored refresh token of `kind` for a new pair and stores it. No logout on failure. */
  async function rotate(kind: PairKind): Promise<string> {
    const generation = session.generation(kind);
    const pair = await withRefreshLock(kind, async () => {
      // Read inside the lock: another tab may have rotated the shared refresh token meanwhile.
      const refreshToken = session.refresh(kind);
      if (!refreshToken) throw new ApiError({ status: 401, message: 'No refresh token' });
      return (await send({
        route: routes.refresh,
        path: routes.refresh.path,
        token: refreshToken,
      })) as TokenPair;
    });
    // Logged out (or another impersonation began) while the refresh ran: this pair is no one's.
    if (session.generation(kind) !== generation)
      throw new ApiError({ status: 401, message: 'Session ended' });
    session.store(kind, pair, { renew: true });
    return pair.access_token;
  }

  /** Refreshes `kind`; concurrent callers share one request. A refused refresh logs out. */
  function refresh(kind: PairKind): Promise<string> {
    const running = refreshing[kind];
    if (running) return running;
    const generation = session.generation(kind);
    const promise = rotate(kind)
      .catch((error: unknown) => {
        if (error instanceof ApiError && isRefusal(error.status) && session.generation(kind) === generation) {
          endRefused(kind, { type: 'refresh-failed', error });
        }
        throw error;
      })
      .finally(() => {
        if (refreshing[kind] === promise) delete refreshing[kind];
      });
    refreshing[kind] = promise;
    return promise;
  }

  const isRefusal = (status: number) => status === 401 || logoutStatuses.includes(status);
  const isFresh = (token: string | null): token is string =>
    token !== null && !expiresWithin(token, REFRESH_THRESHOLD_MS, now());

  /** A usable access token of `kind`, refreshed first when absent or about to expire (spec §4). */
  async function accessToken(kind: PairKind): Promise<string | null> {
    const running = refreshing[kind];
    if (running) return running;
    const token = session.access(kind);
    if (isFresh(token) || !session.refresh(kind)) return token;
    return refresh(kind);
  }

  function endSession(reason: LogoutReason) {
    session.clear('impersonation');
    session.clear('main');
    emit({ type: 'logout' });
    options.onLogout?.(reason);
  }

  /**
   * A pair the server refused: the login ends, but a refused impersonation (its time ran out, or
   * the administrator may not do that while acting) only returns the administrator to their own.
   */
  function endRefused(kind: PairKind, reason: LogoutReason) {
    if (kind !== 'impersonation') return endSession(reason);
    session.clear('impersonation');
    emit({ type: 'stop-impersonating' });
  }

  async function request(name: EndpointName, input: Partial<CallInput<CallName>> = {}): Promise<unknown> {
    const route: Route = routes[name];
    const params = (input.params ?? {}) as Record<string, string | number>;
    const path = buildPath(route.path as string, params as never);
    if (input.body !== undefined) refuseInvalid(name, input.body);

    return withToken(name, route, (token) =>
      send({ route, path, body: input.body, token, signal: input.signal }),
    );
  }

  /** Runs `exchange` with the access token the route takes; a refusal ends that session (spec §8). */
  async function withToken<T>(
    name: EndpointName,
    route: Route,
    exchange: (token: string | null) => Promise<T>,
  ): Promise<T> {
    const kind: PairKind | null =
      route.auth === 'public'
        ? null
        : session.has('impersonation') && !usesMainToken(route)
          ? 'impersonation'
          : 'main';
    const generation = kind ? session.generation(kind) : 0;
    const token = kind ? await accessToken(kind) : null;
    try {
      return await exchange(token);
    } catch (error) {
      // Spec §8: 401, 403 and 419 log out, unless the session already changed since the call began.
      if (
        kind &&
        error instanceof ApiError &&
        logoutStatuses.includes(error.status) &&
        session.generation(kind) === generation
      ) {
        endRefused(kind, { type: 'rejected', endpoint: name, error });
      }
      throw error;
    }
  }

  /** Opens the event stream (the timeout covers the wait for its headers), then reads it out. */
  async function follow(route: Route, path: string, token: string | null, input: StreamInput<never>) {
    const url = `${baseUrl}${path}`;
    const exchange = guarded(url, input.signal);
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      let response: Response;
      try {
        response = await fetchImpl(url, { method: route.method, headers, signal: exchange.signal });
      } finally {
        exchange.stopTimer();
      }
      if (!response.ok || !response.body) throw refusal(response, await readBody(response));
      await readEvents(response.body, input.onEvent as (data: unknown) => void);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw exchange.failure(error);
    } finally {
      exchange.release();
    }
  }

  function stream<N extends EventsEndpointName>(name: N, input: StreamInput<N>): Promise<void> {
    const route: Route = routes[name];
    if (!route.events) return Promise.reject(new TypeError(`"${name}" does not answer events; use call()`));
    const path = buildPath(route.path as string, input.params as never);
    return withToken(name, route, (token) => follow(route, path, token, input as StreamInput<never>));
  }

  function call<N extends CallName>(name: N, ...[input]: CallArgs<N>): Promise<CallResult<N>> {
    if (!isCall(name)) {
      return Promise.reject(
        new TypeError(`"${name}" is not an endpoint call(); use the session methods, or its URL for a file`),
      );
    }
    return request(name, input as Partial<CallInput<CallName>>) as Promise<CallResult<N>>;
  }

  const api = Object.fromEntries(
    Object.keys(routes)
      .filter(isCall)
      .map((name) => [name, (input?: unknown) => call(name as CallName, input as never)]),
  ) as unknown as EndpointFunctions;

  function storeLogin(response: LoginResponse): string {
    // A login replaces whatever was stored, an impersonation included.
    session.clear('impersonation');
    session.store('main', response);
    emit({ type: 'login' });
    return response.redirect;
  }

  async function startLogin(name: 'userLogin' | 'register', body: unknown): Promise<string> {
    return storeLogin((await request(name, { body } as never)) as LoginResponse);
  }

  async function rootLogin(body: Body<'rootLogin'>): Promise<string | TwoFactorChallenge> {
    const response = (await request('rootLogin', { body } as never)) as RootLoginResponse;
    return 'two_factor' in response ? response : storeLogin(response);
  }

  async function secondFactor(body: Body<'twoFactorLogin'>) {
    const response = (await request('twoFactorLogin', { body } as never)) as TwoFactorLoginResponse;
    return { redirect: storeLogin(response), recoveryCodes: response.recovery_codes ?? null };
  }

  /** GET /admin/logout with the pair `kind`, refreshing quietly if needed; never logs out by itself. */
  async function revoke(kind: PairKind): Promise<void> {
    await refreshing[kind]?.catch(() => {});
    const stored = session.access(kind);
    const token = isFresh(stored) ? stored : session.refresh(kind) ? await rotate(kind) : stored;
    if (token) await send({ route: routes.logout, path: routes.logout.path, token });
  }

  async function stopImpersonating(): Promise<void> {
    if (!session.has('impersonation')) return;
    try {
      await revoke('impersonation');
    } catch {
      // Best effort: the impersonation ends on this side whatever the server said.
    } finally {
      session.clear('impersonation');
      emit({ type: 'stop-impersonating' });
    }
  }

  return {
    call,
    api,
    stream,
    login: {
      root: rootLogin,
      secondFactor,
      user: (body) => startLogin('userLogin', body),
    },
    register: (body) => startLogin('register', body),

    async logout() {
      try {
        await stopImpersonating();
        if (session.has('main')) await revoke('main');
      } catch {
        // Spec §4: logout clears the tokens even when the server cannot be told.
      } finally {
        endSession({ type: 'logout' });
      }
    },

    async impersonate(userId, reason) {
      await stopImpersonating();
      const pair = (await request('impersonate', {
        params: { id: userId },
        body: { reason },
      } as never)) as TokenPair;
      session.store('impersonation', pair);
      session.setImpersonatedUserId(userId);
      emit({ type: 'impersonate' });
    },
    stopImpersonating,

    loginType() {
      if (session.has('impersonation')) return 'user';
      if (!session.has('main')) return null;
      return session.loginKind() ?? 'root';
    },
    isImpersonating: () => session.has('impersonation'),
    impersonatedUserId: () => (session.has('impersonation') ? session.impersonatedUserId() : null),
    isAdmin: () => session.has('main') && session.isAdmin(),
    isLoggedIn: () => session.has('main'),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  /** Rejects, without sending, a body the contract's struct refuses (spec §5: nothing is sent). */
  function refuseInvalid(name: EndpointName, body: unknown) {
    const [error] = options.validateWith?.[name].body?.validate(body, { coerce: true }) ?? [];
    if (!error) return;
    const errors: FieldMessages = {};
    for (const failure of error.failures()) {
      const key = failure.path.length > 0 ? failure.path.join('.') : '_form';
      errors[key] ??= [failure.message];
    }
    const message = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
    throw new ApiError({ status: 422, message, errors, body: { message, errors }, clientSide: true });
  }
}

/** JSON when the answer says so (or looks like it), text otherwise, undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Hands each server-sent event's JSON data to `onEvent`; comment lines (heartbeats) are skipped. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (data: unknown) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
        .join('\n');
      buffer = buffer.slice(end + 2);
      if (data) onEvent(JSON.parse(data));
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * Tabs share the refresh token (local storage) and the server revokes a session whose refresh
 * token is spent twice: where the Web Locks API exists, refreshes of all tabs take turns.
 */
function withRefreshLock<T>(kind: PairKind, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(`switchboard:refresh:${kind}`, task) as Promise<T>;
}

/** An upload body as multipart form data: each field of the body object becomes a form field. */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value instanceof Blob) form.append(name, value);
    else if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}
