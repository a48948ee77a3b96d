/**
 * The real API in-process for tests, on a fresh database.
 *
 * PGlite in memory by default; with TEST_DATABASE_URL, PostgreSQL in a schema of its own that
 * close() drops. Rate limits in process; with TEST_REDIS_URL, in Redis under a key prefix of its
 * own that close() deletes. Mail into the outbox table, or over SMTP with `smtpUrl`. Uploads in a
 * temporary folder. No demo data. Opening PGlite costs seconds: start one server per test file
 * (beforeAll) and give each test its own accounts (`createAccount()` makes unique emails).
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { buildPath, endpoints, type LoginResponse } from '@switchboard/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createAccount as createAccountRow, normalizeEmail } from './accounts/create-account.js';
import { createApp } from './app.js';
import { argon2Hasher } from './auth/passwords.js';
import { startSession } from './auth/sessions.js';
import { type Config, defaultLimits, type RateLimits } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { openMigratedPglite } from './db/pglite-template.js';
import { auditLog, didNumbers, outbox, pbxUsers, rootUsers } from './db/schema.js';
import type { Deps } from './deps.js';
import { type GeoLocator, geoipLocator } from './geo/geo.js';
import { type Clock, systemClock } from './lib/clock.js';
import { type Logger, lineLogger, silentLogger } from './lib/logger.js';
import { outboxMailer } from './mail/mailer.js';
import { smtpMailer } from './mail/smtp.js';
import { paymentsProviderFor } from './payments/select.js';
import { defaultDomainId } from './pbx-domains/domains.js';
import { memoryRateLimiter } from './rate-limit/memory.js';
import { deleteKeys, redisRateLimiter } from './rate-limit/redis.js';
import { type WidgetCache, widgetCache } from './widgets/public-cache.js';
import { learning, publicConfigAnswers, serverWithKeptAnswers } from './widgets/public-config-answers.js';

export { type Clock, manualClock } from './lib/clock.js';

/** A mail as the outbox holds it. */
export interface Mail {
  id: number;
  to: string;
  subject: string;
  body: string;
  kind: string;
  created_at: string;
}

export interface TestAccountOptions {
  name?: string;
  email?: string;
  password?: string;
  /** Verified by default: most endpoints need it. */
  verified?: boolean;
}

/** An account owner, logged in. */
export interface TestAccount {
  accountId: number;
  rootUserId: number;
  name: string;
  email: string;
  password: string;
  tokens: LoginResponse;
  /** `{ Authorization: 'Bearer …', 'Content-Type': 'application/json' }` for the access token. */
  headers: Record<string, string>;
}

export interface TestPbxUser {
  id: number;
  username: string;
  password: string;
  accountId: number;
}

export interface TestServerOptions {
  /** Defaults to the system clock; pass `manualClock()` to move time. */
  clock?: Clock;
  /** Overrides of the production rate limits (which tests keep, except sign-ups: 1000 per hour). */
  limits?: Partial<RateLimits>;
  /** Overrides of the configuration (JWT secret, lifetimes, public URL, consoleDist, widgetDist, consoleOrigins…). */
  config?: Partial<Config>;
  /** Deliver mail over SMTP (e.g. an in-process smtp-server) instead of the outbox table. */
  smtpUrl?: string;
  /**
   * The database: PostgreSQL at `url` (in a schema of its own) or PGlite in memory. Default:
   * TEST_DATABASE_URL when set, else PGlite.
   */
  database?: { url: string } | 'pglite';
  /** Stands in for the IP → country lookup (default: geoip-country's real data). */
  geo?: GeoLocator;
  /**
   * Where the server's log lines go (`lineLogger` captures them as written). Default: appended to
   * `.reports/server.log`, which the test run scans for secrets once every suite has run.
   */
  log?: Logger;
}

export interface TestServer {
  /** e.g. `http://127.0.0.1:41234`, no trailing slash. */
  url: string;
  /** The Hono app, for `app.request()` without the network. */
  app: ReturnType<typeof createApp>;
  db: Database;
  deps: Deps;
  /** The in-memory cache of published widget configs (its `loads` counts database reads). */
  widgetConfigs: WidgetCache;
  kind: 'pglite' | 'postgres';
  /** Every mail sent so far, oldest first. */
  outbox(): Promise<Mail[]>;
  /** The newest mail to `to` (optionally of a kind), if any. */
  lastMail(to: string, kind?: string): Promise<Mail | undefined>;
  /** The token of the last link in a mail (verification or reset): its last path segment. */
  tokenFrom(mail: Mail): string;
  /** Marks the account of `email` verified, as opening the mailed link would. */
  verify(email: string): Promise<void>;
  /** A new account (unique email unless given), verified unless `verified: false`, logged in. */
  createAccount(options?: TestAccountOptions): Promise<TestAccount>;
  /** A new platform administrator with its own account, logged in. */
  createAdmin(options?: TestAccountOptions): Promise<TestAccount>;
  /** A user within an account (for user-login and impersonation). */
  createPbxUser(
    accountId: number,
    options?: { username?: string; password?: string; active?: boolean },
  ): Promise<TestPbxUser>;
  /** Gives an account a number it may present as caller id. */
  addNumber(accountId: number, number: string, description?: string): Promise<void>;
  /** Audit entries, oldest first. */
  audit(): Promise<(typeof auditLog.$inferSelect)[]>;
  close(): Promise<void>;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

async function openTestDatabase(choice: TestServerOptions['database']) {
  const url = choice === 'pglite' ? undefined : (choice?.url ?? process.env.TEST_DATABASE_URL);
  if (!url) return { handle: await openMigratedPglite(), drop: async () => {} };
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const handle = await openDatabase({ url, searchPath: schema });
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`drop schema if exists "${schema}" cascade`);
    } finally {
      await client.end();
    }
  };
  return { handle, drop };
}

/** The test servers' log, kept with the reports so the run's secret scan reads what they wrote. */
function reportLogger(): Logger {
  const dir = path.join(import.meta.dirname, '..', '.reports');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.log');
  const write = (line: string) => appendFileSync(file, `${line}\n`);
  return lineLogger({ info: write, error: write });
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { handle, drop } = await openTestDatabase(options.database);
  const { db } = handle;
  await migrate(db);
  const clock = options.clock ?? systemClock;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'switchboard-test-data-'));
  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const redisUrl = process.env.TEST_REDIS_URL;
  const redis = redisUrl ? new Redis(redisUrl) : null;
  const redisPrefix = `switchboard-test:${randomBytes(6).toString('hex')}:`;
  const config: Config = {
    jwtSecret: randomBytes(32),
    accessTokenTtlSeconds: 15 * 60,
    refreshTtlSeconds: 24 * 60 * 60,
    rememberTtlSeconds: 30 * 24 * 60 * 60,
    impersonationTtlSeconds: 60 * 60,
    verifyTokenTtlSeconds: 7 * 24 * 60 * 60,
    resetTokenTtlSeconds: 60 * 60,
    publicUrl: 'http://console.test',
    supportEmail: 'support@switchboard.test',
    trustProxy: false,
    limits: {
      ...defaultLimits,
      // Every test request comes from 127.0.0.1: per-IP buckets would be shared by the whole file.
      register: { ...defaultLimits.register, capacity: 1000 },
      loginPerIp: { ...defaultLimits.loginPerIp, capacity: 1000 },
      cardTokens: { ...defaultLimits.cardTokens, capacity: 1000 },
      ...options.limits,
    },
    uploadsDir,
    attachmentsDir: path.join(dataDir, 'attachments'),
    soundFilesDir: path.join(dataDir, 'sound-files'),
    trustedCountryHeader: null,
    consoleDist: null,
    siteDist: null,
    widgetDist: null,
    consoleOrigins: [],
    mailFrom: 'Switchboard <no-reply@switchboard.test>',
    paymentsProvider: 'sandbox',
    paymentsWebhookSecret: randomBytes(24).toString('base64url'),
    paymentsWebhookUrl: null,
    // Webhook receivers in tests listen on 127.0.0.1.
    webhooksAllowPrivate: true,
    ...options.config,
  };
  const log = options.log ?? reportLogger();
  const deps: Deps = {
    db,
    clock,
    config,
    mailer: options.smtpUrl
      ? smtpMailer(options.smtpUrl, config.mailFrom, silentLogger)
      : outboxMailer(db, clock, silentLogger),
    rateLimiter: redis ? redisRateLimiter(redis, clock, redisPrefix) : memoryRateLimiter(clock),
    // Cheaper Argon2 than production: tests hash hundreds of passwords.
    passwords: argon2Hasher({ memoryCost: 4096, timeCost: 1 }),
    log,
    geo: options.geo ?? geoipLocator(),
    payments: paymentsProviderFor(config, { db, clock, log }),
  };
  const widgetConfigs = widgetCache(db, clock);
  const app = createApp(deps, { widgetConfigs });
  const kept = publicConfigAnswers(widgetConfigs);
  const server = serve({
    fetch: learning(kept, app.fetch),
    createServer: serverWithKeptAnswers(() => kept),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The sandbox provider's webhooks come over real HTTP, as a provider's would.
  if (!options.config || !('paymentsWebhookUrl' in options.config)) {
    config.paymentsWebhookUrl = `${url}${buildPath(endpoints.paymentsWebhook.path, { cardProvider: 'sandbox' })}`;
  }

  const mails = async () =>
    (await db.select().from(outbox).orderBy(asc(outbox.id))).map(
      (row): Mail => ({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        body: row.body,
        kind: row.kind,
        created_at: row.createdAt.toISOString(),
      }),
    );

  async function createAccount(
    accountOptions: TestAccountOptions = {},
    isAdmin = false,
  ): Promise<TestAccount> {
    const email = normalizeEmail(accountOptions.email ?? `owner-${unique()}@example.test`);
    const password = accountOptions.password ?? 'correct horse battery';
    const name = accountOptions.name ?? 'Test Owner';
    const { accountId, owner } = await createAccountRow(deps, {
      name,
      email,
      password,
      verified: accountOptions.verified ?? true,
      isAdmin,
    });
    const pair = await startSession(deps, { kind: 'root', subjectId: owner.id, accountId, isAdmin });
    const tokens = { ...pair, redirect: '/widget' };
    return {
      accountId,
      rootUserId: owner.id,
      name,
      email,
      password,
      tokens,
      headers: { Authorization: `Bearer ${pair.access_token}`, 'Content-Type': 'application/json' },
    };
  }

  return {
    url,
    app,
    db,
    deps,
    widgetConfigs,
    kind: handle.kind,
    outbox: mails,
    async lastMail(to, kind) {
      const [row] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, normalizeEmail(to)), kind ? eq(outbox.kind, kind) : undefined))
        .orderBy(desc(outbox.id))
        .limit(1);
      return row
        ? {
            id: row.id,
            to: row.toAddress,
            subject: row.subject,
            body: row.body,
            kind: row.kind,
            created_at: row.createdAt.toISOString(),
          }
        : undefined;
    },
    tokenFrom(mail) {
      const token = tokenFromText(mail.body);
      if (!token) throw new Error(`no link in mail ${mail.id}`);
      return token;
    },
    async verify(email) {
      await db
        .update(rootUsers)
        .set({ emailVerifiedAt: clock.now() })
        .where(eq(rootUsers.email, normalizeEmail(email)));
    },
    createAccount: (accountOptions) => createAccount(accountOptions, false),
    createAdmin: (accountOptions) => createAccount(accountOptions, true),
    async createPbxUser(accountId, userOptions = {}) {
      const username = userOptions.username ?? `u${unique()}`.slice(0, 20);
      const password = userOptions.password ?? 'user password 1';
      const now = clock.now();
      const [row] = await db
        .insert(pbxUsers)
        .values({
          accountId,
          domainId: await defaultDomainId(db, accountId),
          username,
          passwordHash: await deps.passwords.hash(password),
          description: 'Test user',
          isActive: userOptions.active ?? true,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: pbxUsers.id });
      if (!row) throw new Error('user not created');
      return { id: row.id, username, password, accountId };
    },
    async addNumber(accountId, number, description = '') {
      await db.insert(didNumbers).values({ accountId, number, description });
    },
    audit: () => db.select().from(auditLog).orderBy(asc(auditLog.id)),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets from fetch would hold close() open.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await deps.mailer.close?.();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
      if (redis) {
        await deleteKeys(redis, redisPrefix);
        await redis.quit();
      }
    },
  };
}

/** The token of the last link in a mail text: the last path segment, without the query. */
export function tokenFromText(text: string): string | null {
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  const last = links.at(-1);
  if (!last) return null;
  return new URL(last).pathname.split('/').at(-1) || null;
}
