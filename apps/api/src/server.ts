/**
 * Boots the API from environment variables: starts listening at once with a 503 "starting" answer,
 * opens the database (PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR), applies migrations,
 * resolves the JWT secret, seeds the demo (empty database, unless SEED_DEMO=0) and the admin, picks
 * the mailer (SMTP_URL or the outbox), the rate-limit store and the wallboards' bus (REDIS_URL or
 * in process), then
 * serves the app. On PostgreSQL it also listens for the other instances' widget saves
 * (widgets/cache-sync.ts), price list edits and routing configuration writes
 * (routing/account-cache.ts), and answers the public widget config's repeated requests before the app
 * (widgets/public-config-answers.ts), and posts the due webhook deliveries every two seconds
 * (integrations/deliveries.ts). `close()` drains: no new connections, requests in flight are answered
 * (their connections then closed), and after DRAIN_MS whatever is still open is cut. See README
 * for the variables.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type HttpBindings, serve } from '@hono/node-server';
import { Redis } from 'ioredis';
import { ensureAdmin } from './accounts/seed-admin.js';
import { type DemoLogin, seedDemo } from './accounts/seed-demo.js';
import { createApp } from './app.js';
import { resolveJwtSecret } from './auth/jwt-secret.js';
import { argon2Hasher } from './auth/passwords.js';
import { type CallEventBus, inProcessBus } from './call-center/bus.js';
import { redisBus } from './call-center/redis-bus.js';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import type { Deps } from './deps.js';
import { geoipLocator } from './geo/geo.js';
import { scheduleDeliveries } from './integrations/deliveries.js';
import { systemClock } from './lib/clock.js';
import { consoleLogger, type Logger } from './lib/logger.js';
import type { ChannelListener } from './lib/pg-listen.js';
import { outboxMailer } from './mail/mailer.js';
import { smtpMailer } from './mail/smtp.js';
import { scheduleSandbox } from './payments/sandbox/schedule.js';
import { paymentsProviderFor, sandboxOf } from './payments/select.js';
import { withFallback } from './rate-limit/fallback.js';
import { memoryRateLimiter } from './rate-limit/memory.js';
import { redisRateLimiter } from './rate-limit/redis.js';
import { listenForConfigurationChanges } from './routing/account-cache.js';
import { listenForTariffChanges } from './tariffs/changes.js';
import { sealCarrierPasswords } from './telephony/seal-passwords.js';
import { scheduleRenewals } from './virtual-numbers/renewals.js';
import { announceWidgetSaves, listenForWidgetSaves, type WidgetSaveListener } from './widgets/cache-sync.js';
import { widgetCache } from './widgets/public-cache.js';
import {
  type KeptConfigAnswers,
  learning,
  publicConfigAnswers,
  serverWithKeptAnswers,
} from './widgets/public-config-answers.js';

export interface RunningServer {
  /** The listening socket, e.g. http://0.0.0.0:8080. */
  url: string;
  /** Where people open it (PUBLIC_URL, default http://localhost:PORT). */
  publicUrl: string;
  /** Settles when the app serves (migrations applied), or rejects when startup failed. */
  ready: Promise<void>;
  /** The demo logins when this start seeded them (after `ready`); null otherwise. */
  demo(): DemoLogin[] | null;
  /** Whether the built console is served at / (after `ready`). */
  servesConsole(): boolean;
  close(): Promise<void>;
}

/** How long close() waits for requests in flight before cutting their connections. */
export const DRAIN_MS = 10_000;

/** Headers of the pre-app answers too. */
const BASE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  log: Logger = consoleLogger,
): Promise<RunningServer> {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);

  // The socket bindings (env) travel along: the app reads the client IP from them.
  let fetchApp: ((request: Request, env: unknown) => Response | Promise<Response>) | null = null;
  const starting = () =>
    Response.json(
      { message: 'Starting up, try again shortly.' },
      { status: 503, headers: { 'Retry-After': '1', ...BASE_HEADERS } },
    );

  let kept: KeptConfigAnswers | null = null;
  const server = serve({
    fetch: (request, bindings) => (fetchApp ? fetchApp(request, bindings) : starting()),
    createServer: serverWithKeptAnswers(() => kept),
    port,
    hostname: env.HOST,
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  // While draining, a connection whose answer is out is closed rather than kept alive.
  let draining = false;
  const http = server as Server;
  http.on('request', (_request, response) =>
    response.once('finish', () => {
      if (draining) setImmediate(() => http.closeIdleConnections());
    }),
  );
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  // Opening PGlite takes seconds: listen first, so probes see 503 "starting" rather than nothing.
  const opening = openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dataDir: path.resolve(env.DATA_DIR || './.data', 'pglite') },
  );
  // A command that meets a Redis outage fails after two reconnection attempts instead of hanging;
  // the rate limits then hold in process (rate-limit/fallback.ts), which logs the outage.
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  redis?.on('error', () => {});
  // The wallboards hear the calls of every instance through Redis pub/sub, else this one's.
  const callEvents: CallEventBus = redis ? redisBus(redis, log) : inProcessBus();
  let deps: Deps | null = null;
  let demo: DemoLogin[] | null = null;
  let listener: WidgetSaveListener | null = null;
  let tariffListener: ChannelListener | null = null;
  let routingListener: ChannelListener | null = null;
  let sandboxSchedule: ReturnType<typeof scheduleSandbox> | null = null;
  let webhookSchedule: ReturnType<typeof scheduleDeliveries> | null = null;
  let renewalSchedule: ReturnType<typeof scheduleRenewals> | null = null;
  const ready = (async () => {
    const handle = await opening;
    const applied = await migrate(handle.db);
    if (applied.length > 0) log.info(`migrations applied: ${applied.join(', ')}`);
    const jwtSecret = await resolveJwtSecret(handle.db, env.JWT_SECRET);
    const clock = systemClock;
    const config = configFromEnv(env, jwtSecret, address.port);
    await mkdir(config.uploadsDir, { recursive: true });
    deps = {
      db: handle.db,
      clock,
      config,
      mailer: env.SMTP_URL
        ? smtpMailer(env.SMTP_URL, config.mailFrom, log)
        : outboxMailer(handle.db, clock, log),
      rateLimiter: redis
        ? withFallback(redisRateLimiter(redis, clock), memoryRateLimiter(clock), clock, {
            down: (error) =>
              log.error('Redis unreachable: rate limits hold per instance until it is back', error),
            up: () => log.info('Redis reachable again: rate limits shared across instances'),
          })
        : memoryRateLimiter(clock),
      passwords: argon2Hasher(),
      log,
      geo: geoipLocator(),
      payments: paymentsProviderFor(config, { db: handle.db, clock, log }),
    };
    const sealedNow = await sealCarrierPasswords(deps);
    if (sealedNow > 0) log.info(`carrier passwords sealed at rest: ${sealedNow}`);
    if (env.SEED_DEMO !== '0') demo = await seedDemo(deps);
    await ensureAdmin(deps, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    const onError = log.error.bind(log);
    const widgetConfigs = widgetCache(handle.db, clock, {
      ...(env.DATABASE_URL ? { publish: announceWidgetSaves(handle.db), onError } : {}),
    });
    if (env.DATABASE_URL) {
      listener = listenForWidgetSaves(env.DATABASE_URL, widgetConfigs, log);
      tariffListener = listenForTariffChanges(env.DATABASE_URL, handle.db, log);
      routingListener = listenForConfigurationChanges(env.DATABASE_URL, handle.db, log);
      await Promise.all([listener.ready, tariffListener.ready, routingListener.ready]);
    }
    const app = createApp(deps, { widgetConfigs, callEvents });
    const sandbox = sandboxOf(deps.payments);
    if (sandbox) sandboxSchedule = scheduleSandbox(sandbox, log);
    webhookSchedule = scheduleDeliveries(deps, log);
    renewalSchedule = scheduleRenewals(deps, log);
    kept = publicConfigAnswers(widgetConfigs);
    const fetch = learning(kept, app.fetch);
    fetchApp = (request, bindings) => fetch(request, bindings as HttpBindings);
    log.info(
      `Switchboard API ready on ${url} (${handle.kind}; mail: ${env.SMTP_URL ? 'SMTP' : 'outbox'}; rate limits and wallboards: ${redis ? 'Redis' : 'in process'}; console: ${config.consoleDist ?? 'not built'}; widget: ${config.widgetDist && existsSync(path.join(config.widgetDist, 'manifest.json')) ? config.widgetDist : 'not built'})`,
    );
  })();

  return {
    url,
    publicUrl: configFromEnv(env, new Uint8Array(), address.port).publicUrl,
    ready,
    demo: () => demo,
    servesConsole: () => deps?.config.consoleDist != null,
    async close() {
      draining = true;
      // Open wallboard streams end now (their clients reconnect elsewhere): the drain waits on none.
      await callEvents.close();
      const cut = setTimeout(() => http.closeAllConnections(), DRAIN_MS);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        http.closeIdleConnections();
      });
      clearTimeout(cut);
      await ready.catch(() => {});
      await listener?.close();
      await tariffListener?.close();
      await routingListener?.close();
      await sandboxSchedule?.stop();
      await webhookSchedule?.stop();
      await renewalSchedule?.stop();
      await deps?.mailer.close?.();
      redis?.disconnect();
      const handle = await opening.catch(() => null);
      await handle?.close();
    },
  };
}
