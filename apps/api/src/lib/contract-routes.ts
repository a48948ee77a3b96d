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
 * Order per request: auth level → the entry's own middleware (`use`, e.g. a rate limit that reads
 * the body) → the JSON body check (422 with the rule set's words) → the handler, which receives the
 * checked body. Multipart bodies are left to the handler (it checks the file by content).
 * `refresh` endpoints read their refresh token themselves; `public` ones take no token.
 */
import { type Auth, type BodyOf, type Endpoint, isMultipartBody } from '@switchboard/contract';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import type { Deps } from '../deps.js';
import { authenticate } from '../middleware/authenticate.js';
import { jsonBody } from '../middleware/json-body.js';

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

type AuthDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** The middleware of each auth level; a level missing here cannot be registered. */
function authLevels(deps: AuthDeps): Record<Auth, MiddlewareHandler<AppEnv>[]> {
  return {
    public: [],
    refresh: [],
    user: [authenticate(deps, 'user')],
    verified: [authenticate(deps, 'verified')],
    admin: [authenticate(deps, 'admin')],
  };
}

export function contractRoutes(deps: AuthDeps): ContractRoutes {
  const app = new Hono<AppEnv>();
  const levels = authLevels(deps);

  const routes: ContractRoutes = {
    app,
    on(endpoint, handler, options = {}) {
      const guard = Object.hasOwn(levels, endpoint.auth) ? levels[endpoint.auth] : undefined;
      if (!guard) {
        throw new Error(`${endpoint.method} ${endpoint.path} has no auth level: it cannot be registered`);
      }
      const body = endpoint.body && !isMultipartBody(endpoint.body) ? [jsonBody(endpoint.body)] : [];
      const run: MiddlewareHandler<AppEnv> = async (c) =>
        handler(c, (body.length > 0 ? c.req.valid('json' as never) : undefined) as never);
      const chain = [...guard, ...(options.use ?? []), ...body, run] as [MiddlewareHandler<AppEnv>];
      app.on(endpoint.method, endpoint.path, ...chain);
      return routes;
    },
  };
  return routes;
}
