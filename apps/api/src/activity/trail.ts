/**
 * Records every change made through a logged-in endpoint of the table (any method but GET): who
 * (and the administrator acting as them), which entry, the item as it read before (through the
 * GET entry at the same path, as the caller), the answer after, when and from where. Failed and
 * refused calls change nothing and are not recorded. Values that are secrets by name never reach
 * the record (a token shown once, for instance).
 */
import { type Endpoint, recordedInActivity } from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Session } from '../app-env.js';
import { activity, pbxUsers, rootUsers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { clientIp } from '../lib/client-ip.js';
import { pathPattern } from '../lib/path-pattern.js';

interface Route {
  name: string;
  endpoint: Endpoint;
  pattern: RegExp;
  /**
   * How many path segments the GET entry that reads the item before it changes has: the entry at
   * the same path, or else at the nearest parent path (the profile for its company part). Null
   * for a POST (that path's GET is a list) and where nothing reads it.
   */
  reader: number | null;
}

const SECRET_KEY = /password|secret|token|cvc|card_number|api_key|recovery|otpauth|^qr$/i;

function routesOf(table: Record<string, Endpoint>): Route[] {
  const gets = new Set(
    Object.values(table)
      .filter((e) => e.method === 'GET')
      .map((e) => e.path),
  );
  const readerOf = (endpoint: Endpoint) => {
    if (endpoint.method === 'POST') return null;
    const parts = endpoint.path.split('/');
    for (let n = parts.length; n > 2; n--) if (gets.has(parts.slice(0, n).join('/'))) return n;
    return null;
  };
  return Object.entries(table)
    .filter(([, endpoint]) => recordedInActivity(endpoint))
    .map(([name, endpoint]) => ({
      name,
      endpoint,
      pattern: pathPattern(endpoint.path),
      reader: readerOf(endpoint),
    }));
}

/** A JSON value without the fields whose names say they are secrets; one-item lists unwrapped. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 1 ? withoutSecrets(value[0]) : value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, field]) => [key, withoutSecrets(field)]),
  );
}

const jsonOf = async (response: Response): Promise<unknown> =>
  response.ok && response.headers.get('content-type')?.includes('application/json')
    ? withoutSecrets(await response.clone().json())
    : null;

async function nameOf(deps: Pick<Deps, 'db'>, session: Session): Promise<string> {
  if (session.kind === 'root') {
    const [row] = await deps.db
      .select({ name: rootUsers.name })
      .from(rootUsers)
      .where(eq(rootUsers.id, session.subjectId));
    // A change made with an API key is the owner's, through the key.
    return session.apiKeyId === undefined ? (row?.name ?? '') : `${row?.name ?? ''} (API key)`;
  }
  const [row] = await deps.db
    .select({ name: pbxUsers.username })
    .from(pbxUsers)
    .where(eq(pbxUsers.id, session.subjectId));
  return row?.name ?? '';
}

export function activityTrail(
  deps: Pick<Deps, 'db' | 'config' | 'log'>,
  table: Record<string, Endpoint>,
  /** The app itself: the before-read goes through the GET entry, with the caller's rights. */
  fetchApp: (request: Request) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  let routes: Route[] | null = null;
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    routes ??= routesOf(table);
    const route = routes.find((r) => r.endpoint.method === c.req.method && r.pattern.test(c.req.path));
    if (!route) return next();
    const authorization = c.req.header('authorization');
    const before =
      route.reader !== null && authorization
        ? await jsonOf(
            await fetchApp(
              new Request(new URL(c.req.path.split('/').slice(0, route.reader).join('/'), c.req.url), {
                headers: { authorization },
              }),
            ),
          )
        : null;
    await next();
    if (c.res.status < 200 || c.res.status >= 300) return;
    const session = c.get('session');
    if (!session) return;
    try {
      await deps.db.insert(activity).values({
        accountId: session.accountId,
        subjectKind: session.kind,
        subjectId: session.subjectId,
        subjectName: await nameOf(deps, session),
        actorId: session.actorId,
        action: route.name,
        method: c.req.method,
        path: c.req.path,
        before,
        after: await jsonOf(c.res),
        ip: clientIp(c, deps.config.trustProxy),
      });
    } catch (error) {
      // The change is made and answered; a lost record is logged rather than turned into a failure.
      deps.log.error(`activity of ${route.name} not recorded`, error);
    }
  };
}
