/**
 * Boots the API from environment variables: starts listening at once with a 503 "starting" answer,
 * opens the database (PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR), applies migrations,
 * resolves the JWT secret, seeds the admin, then serves the app. See README for the variables.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { ensureAdmin } from './accounts/seed-admin.js';
import { createApp } from './app.js';
import { resolveJwtSecret } from './auth/jwt-secret.js';
import { argon2Hasher } from './auth/passwords.js';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { consoleLogger, type Logger } from './lib/logger.js';
import { outboxMailer } from './mail/mailer.js';
import { memoryRateLimiter } from './rate-limit/memory.js';

export interface RunningServer {
  url: string;
  /** Settles when the app serves (migrations applied), or rejects when startup failed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  log: Logger = consoleLogger,
): Promise<RunningServer> {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  if (env.REDIS_URL) log.info('REDIS_URL is set, but this build keeps rate limits in process');

  // The socket bindings (env) travel along: the app reads the client IP from them.
  let fetchApp: ((request: Request, env: unknown) => Response | Promise<Response>) | null = null;
  const starting = () =>
    Response.json(
      { message: 'Starting up, try again shortly.' },
      { status: 503, headers: { 'Retry-After': '1' } },
    );

  const server = serve({
    fetch: (request, bindings) => (fetchApp ? fetchApp(request, bindings) : starting()),
    port,
    hostname: env.HOST,
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

  // Opening PGlite takes seconds: listen first, so probes see 503 "starting" rather than nothing.
  const opening = openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dataDir: path.resolve(env.DATA_DIR || './.data', 'pglite') },
  );
  const ready = (async () => {
    const handle = await opening;
    const applied = await migrate(handle.db);
    if (applied.length > 0) log.info(`migrations applied: ${applied.join(', ')}`);
    const jwtSecret = await resolveJwtSecret(handle.db, env.JWT_SECRET);
    const clock = systemClock;
    const deps = {
      db: handle.db,
      clock,
      config: configFromEnv(env, jwtSecret, address.port),
      mailer: outboxMailer(handle.db, clock, log),
      rateLimiter: memoryRateLimiter(clock),
      passwords: argon2Hasher(),
      log,
    };
    await ensureAdmin(deps, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    const app = createApp(deps);
    fetchApp = (request, bindings) => app.fetch(request, bindings);
    log.info(`Switchboard API ready on ${url} (${handle.kind})`);
  })();

  return {
    url,
    ready,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ready.catch(() => {});
      const handle = await opening.catch(() => null);
      await handle?.close();
    },
  };
}
