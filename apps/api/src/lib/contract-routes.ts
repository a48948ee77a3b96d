/**
 * Registers endpoints of the contract table, and only those: the method, the path, the auth
 * level's middleware and the body check all come from the table entry, so a route cannot disagree
 * with the contract (a forgotten `authenticate` or `jsonBody` is not possible to write).
 *
 *   contractRoutes(deps)
 *     .on(ep.listPbxUsers, (c) => c.json(...))
 *     .on(ep.createPbxUser, async (c, body) => c.json(await create(body), 201))
 *     .app
 *
 * Order per request: auth level → access (the owner only, unless the entry lets members in) → the
 * entry's own middleware (`use`, e.g. a rate limit that reads the body, or the widget's visitor
 * checks that must refuse before the body is read) → the JSON body check (422 with the rule set's words) → the handler, which receives the checked body and
 * answers JSON or anything else (a file, a redirect). Multipart bodies are left to the handler (it
 * checks the file by content). `refresh` endpoints read their refresh token themselves; `public`
 * ones take no token. A logged-in write that succeeded then forgets the account's remembered
 * routing configuration, here and on the other instances (routing/account-cache.ts).
 *
 * By construction the table and the routes agree: `assertServesTable` (run by createApp) refuses
 * an app in which a table entry is not registered here, or a route was added some other way.
 */
import {
  type Auth,
  accessOf,
  apiKeyScopeOf,
  apiMessages,
  type BodyOf,
  type Endpoint,
  isMultipartBody,
  resources,
} from '@switchboard/contract';
import { type Context, Hono, type Hono as HonoApp, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Deps } from '../deps.js';
import { authenticate } from '../middleware/authenticate.js';
import { jsonBody } from '../middleware/json-body.js';
import { configurationChanged } from '../routing/account-cache.js';
import { forbidden } from './http-error.js';
import { pathPattern } from './path-pattern.js';

export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  body: BodyOf<E>,
) => Response | Promise<Response>;

export interface EndpointOptions {
  /** Middleware run after the auth check and before the body check (rate limits, ...). */
  use?: MiddlewareHandler<AppEnv>[];
}

export interface ContractRoutes {
  /** The Hono app holding the registered endpoints; mount it with `.route('/', routes.app)`. */
  readonly app: Hono<AppEnv>;
  on<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, options?: EndpointOptions): ContractRoutes;
}

type AuthDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'rateLimiter'>;

/**
 * Answers about a caller (and the refusals of its token) must not be kept by a browser or a shared
 * cache: set last, over whatever the handler set, so no endpoint can forget it. Errors thrown
 * further down are already answers here (Hono runs onError inside the chain).
 */
const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

type Guard = (endpoint: Endpoint) => MiddlewareHandler<AppEnv>[];

/**
 * The middleware of each auth level; a level missing here cannot be registered. Logged-in levels
 * also take an API key where the entry's scope lets one in (decision 0006's table decides, not
 * the handler).
 */
function authLevels(deps: AuthDeps): Record<Auth, Guard> {
  return {
    public: () => [],
    refresh: () => [noStore],
    user: (e) => [noStore, authenticate(deps, 'user', apiKeyScopeOf(e))],
    verified: (e) => [noStore, authenticate(deps, 'verified', apiKeyScopeOf(e))],
    admin: () => [noStore, authenticate(deps, 'admin')],
  };
}

/**
 * A user within the account (their own login) reaches only the entries that let members in;
 * everything else is the owner's, and a platform administrator's while acting for someone in the
 * account (decision 0006).
 */
const ownerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.get('session');
  if (session.kind !== 'root' && session.actorId === null) throw forbidden();
  await next();
};

/** What an administrator acting as a user may not do, whatever the account's roles allow. */
const notWhileActing: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('session').actorId !== null) throw forbidden(apiMessages.notWhileActing);
  await next();
};

/**
 * Whether a logged-in caller's successful request may have changed the account's configuration:
 * every write but the switch's call events (traffic, not configuration, and many per call).
 */
const writesConfiguration = (endpoint: Endpoint) =>
  endpoint.method !== 'GET' && !endpoint.readOnly && apiKeyScopeOf(endpoint) !== 'calls:events';

/** After a successful write, the account's remembered configuration is forgotten (routing/account-cache.ts). */
const forgetsConfiguration =
  (deps: AuthDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status < 400) await configurationChanged(deps.db, c.get('session').accountId);
  };

/** The auth level's middleware, then the access checks for logged-in levels. */
function guardOf(deps: AuthDeps, levels: Record<Auth, Guard>, endpoint: Endpoint) {
  const level = Object.hasOwn(levels, endpoint.auth) ? levels[endpoint.auth](endpoint) : undefined;
  if (!level) return undefined;
  const writes = writesConfiguration(endpoint) ? [forgetsConfiguration(deps)] : [];
  if (endpoint.auth === 'admin') return [...level, ...writes];
  const loggedIn = endpoint.auth === 'user' || endpoint.auth === 'verified';
  if (!loggedIn) return level;
  return [
    ...level,
    ...writes,
    ...(accessOf(endpoint) === 'owner' ? [ownerOnly] : []),
    ...(endpoint.notWhileActing ? [notWhileActing] : []),
  ];
}

/** Every handler of the chains registered here. */
const chained = new WeakSet<object>();
/** The last handler of each chain, with the entry it serves. */
const serving = new WeakMap<object, Endpoint>();

export function contractRoutes(deps: AuthDeps): ContractRoutes {
  const app = new Hono<AppEnv>();
  const levels = authLevels(deps);

  const routes: ContractRoutes = {
    app,
    on(endpoint, handler, options = {}) {
      const guard = guardOf(deps, levels, endpoint);
      if (!guard) {
        throw new Error(`${endpoint.method} ${endpoint.path} has no auth level: it cannot be registered`);
      }
      const body =
        endpoint.body && !isMultipartBody(endpoint.body)
          ? [jsonBody(endpoint.body, endpoint.cardNumbers ? { cardNumbers: endpoint.cardNumbers } : {})]
          : [];
      const run: MiddlewareHandler<AppEnv> = async (c) =>
        handler(c, (body.length > 0 ? c.req.valid('json' as never) : undefined) as never);
      const chain = [...guard, ...(options.use ?? []), ...body, run] as [MiddlewareHandler<AppEnv>];
      for (const step of chain) chained.add(step);
      serving.set(run, endpoint);
      app.on(endpoint.method, endpoint.path, ...chain);
      return routes;
    },
  };
  return routes;
}

const routeKey = (method: string, path: string) => `${method} ${path}`;

/** What to edit when a declared resource's entry is unserved: its route module and app.ts. */
const unservedHint = (name: string): string | undefined => {
  const resource = resources.find((candidate) => name in candidate.endpoints);
  if (!resource) return undefined;
  return `${resource.name} is declared but not registered: call registerResource with it in the default export of apps/api/src/routes/${resource.key}.ts`;
};

/**
 * Hono answers a request with the first registered route that matches it, so an endpoint whose
 * paths another endpoint's pattern also matches must be registered first (`/x/export` before
 * `/x/:id`). `endpoints` are in registration order.
 */
function shadowed(endpoints: readonly Endpoint[]): string[] {
  const problems: string[] = [];
  endpoints.forEach((later, index) => {
    const sample = later.path.replace(/:\w+/g, '0').replace(/\*/g, 'x');
    const earlier = endpoints
      .slice(0, index)
      .find(
        (first) =>
          first.method === later.method && first.path !== later.path && pathPattern(first.path).test(sample),
      );
    if (earlier) {
      problems.push(
        `${routeKey(later.method, later.path)} is answered by ${earlier.path}, registered before it: register the more specific path first`,
      );
    }
  });
  return problems;
}

/**
 * Throws, naming them, when a table entry is not served through `contractRoutes` (or is served
 * with another auth level or body than the table's), or when the app has a route that was not
 * made here from a table entry. `app.use` middleware (method ALL) is not a route. Mounted apps
 * keep their handlers only without an `onError` of their own, which route modules do not set.
 */
// biome-ignore lint/suspicious/noExplicitAny: any app's routes can be checked.
export function assertServesTable(app: HonoApp<any, any, any>, table: Record<string, Endpoint>): void {
  const problems = new Set<string>();
  const served = new Map<string, Endpoint>();
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL') continue;
    if (!chained.has(handler)) problems.add(`${routeKey(method, path)} is registered outside contractRoutes`);
    const endpoint = serving.get(handler);
    if (endpoint) served.set(routeKey(method, path), endpoint);
  }
  for (const problem of shadowed([...served.values()])) problems.add(problem);
  const listed = new Set<string>();
  for (const [name, entry] of Object.entries(table)) {
    const key = routeKey(entry.method, entry.path);
    listed.add(key);
    const endpoint = served.get(key);
    if (!endpoint) {
      problems.add(`${name} (${key}) is not served`);
      const hint = unservedHint(name);
      if (hint) problems.add(hint);
    } else if (
      endpoint.auth !== entry.auth ||
      endpoint.body !== entry.body ||
      accessOf(endpoint) !== accessOf(entry)
    )
      problems.add(`${name} (${key}) is served unlike its table entry`);
  }
  for (const key of served.keys()) {
    if (!listed.has(key)) problems.add(`${key} is served from an entry outside the table`);
  }
  if (problems.size > 0) {
    throw new Error(`The API does not serve the endpoint table as it is:\n  ${[...problems].join('\n  ')}`);
  }
}
