/**
 * Runtime settings. `configFromEnv` reads the environment (see README); tests build a Config
 * directly. The JWT secret is resolved separately (auth/jwt-secret.ts) because it may live in the
 * database.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RateRule } from './rate-limit/rate-limiter.js';

/** The console's build next to this app in the workspace: apps/console/dist. */
export const DEFAULT_CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));

/** The public site's build next to this app in the workspace: apps/site/dist (server/ and client/). */
export const DEFAULT_SITE_DIST = fileURLToPath(new URL('../../site/dist', import.meta.url));

/** The widget runtime's build next to this app in the workspace: apps/widget/dist. */
export const DEFAULT_WIDGET_DIST = fileURLToPath(new URL('../../widget/dist', import.meta.url));

export interface RateLimits {
  /** Sign-ups, per IP. */
  register: RateRule;
  /** Root and user login, per IP + email/username. */
  login: RateRule;
  /** Root and user login, per IP whatever the account: one address spraying many accounts. */
  loginPerIp: RateRule;
  /** Root and user login, per email/username from any IP: guessing spread over many addresses. */
  loginPerAccount: RateRule;
  /** Forgot-password mails, per IP + email. */
  forgotPassword: RateRule;
  /** Refresh-token exchanges, per IP + token. */
  refresh: RateRule;
  /** Verification resends, per IP + account. */
  resendActivation: RateRule;
  /** Support messages, per IP + account. */
  support: RateRule;
  /** The public site's contact form, per IP. */
  contact: RateRule;
  /** Widget visitor requests (callback, message, email, call, video call), per IP + widget. */
  visitor: RateRule;
  /** Widget visitor requests per widget from any IP (a flood spread over many addresses). */
  visitorPerWidget: RateRule;
  /** Card tokenisations at the sandbox provider, per IP (card testing). */
  cardTokens: RateRule;
  /** Two-factor codes, per IP + person (or per person, in the profile). */
  twoFactor: RateRule;
  /** Two-factor codes per person from any IP: six digits are guessable by many addresses. */
  twoFactorPerAccount: RateRule;
  /** Requests with an API key that is unknown, wrong or revoked, per IP. */
  apiKeyFailures: RateRule;
}

export interface Config {
  jwtSecret: Uint8Array;
  /** Access-token lifetime: 15 minutes. */
  accessTokenTtlSeconds: number;
  /** Refresh-token lifetime without "remember me": one day, renewed by each refresh. */
  refreshTtlSeconds: number;
  /** Refresh-token lifetime with "remember me": 30 days, renewed by each refresh. */
  rememberTtlSeconds: number;
  /** How long an administrator acts as a user before it ends by itself: IMPERSONATION_MINUTES, 60. */
  impersonationTtlSeconds: number;
  verifyTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  /** Where the console is reached; links in mails start with it. */
  publicUrl: string;
  /** Recipient of support messages. */
  supportEmail: string;
  /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  limits: RateLimits;
  /** Where uploaded files are kept ($DATA_DIR/uploads). */
  uploadsDir: string;
  /** Where visitors' email attachments are kept ($DATA_DIR/attachments); never served as they are. */
  attachmentsDir: string;
  /** Where sound files' audio is kept ($DATA_DIR/sound-files); served only through signed links. */
  soundFilesDir: string;
  /**
   * A request header set by a trusted proxy with the visitor's ISO country code (e.g.
   * `cf-ipcountry`, `x-country-code`), lower-case; null: the country comes from the IP (geoip-country).
   */
  trustedCountryHeader: string | null;
  /** The built console to serve at /, or null (no such folder: the API alone). */
  consoleDist: string | null;
  /**
   * The built public site (decision 0021): its server bundle (server/render.js) renders the pages,
   * its client/ files are served at /site-assets/*. null: those paths answer 404.
   */
  siteDist: string | null;
  /**
   * The built widget runtime (its manifest.json and files) to serve at /widget.js and
   * /widget-assets/*; checked on each request, so it may be built after the API starts. null: not
   * served (404).
   */
  widgetDist: string | null;
  /** Origins allowed to call the API from a browser (CORS); empty: same origin only. */
  consoleOrigins: string[];
  /** The sender of mails. */
  mailFrom: string;
  /** PAYMENTS_PROVIDER: the card provider's adapter ('sandbox', the default). */
  paymentsProvider: string;
  /** PAYMENTS_WEBHOOK_SECRET: signs and verifies the provider's webhooks. */
  paymentsWebhookSecret: string;
  /** PAYMENTS_WEBHOOK_URL: where the sandbox posts its events; null: through the app's own handler. */
  paymentsWebhookUrl: string | null;
  /**
   * WEBHOOKS_ALLOW_PRIVATE=1: webhook URLs may point at loopback and private addresses (development
   * and tests, receivers on localhost); otherwise they are refused (no requests into our network).
   */
  webhooksAllowPrivate: boolean;
  /** MESSAGING_PROVIDER: the SMS/Viber provider's adapter. @default 'sandbox' */
  messagingProvider?: string;
  /** MESSAGING_WEBHOOK_SECRET: signs and verifies its delivery reports. @default the development secret */
  messagingWebhookSecret?: string;
  /** How long the sandbox takes to report a message delivered or failed. @default 1000 */
  messagingReportDelayMs?: number;
  /** NUMBER_SUPPLIER: the adapter of the supplier of virtual numbers. @default 'sandbox' */
  numberSupplier?: string;
  /** NUMBER_SUPPLIER_DELAY_MS: how long the sandbox supplier takes to answer an order (0: at once). @default 3000 */
  numberSupplierDelayMs?: number;
}

/** For development only: set PAYMENTS_WEBHOOK_SECRET in production. */
export const DEVELOPMENT_WEBHOOK_SECRET = 'whsec_switchboard_development_only';

export const defaultLimits: RateLimits = {
  register: { name: 'register', capacity: 10, perSeconds: 60 * 60 },
  login: { name: 'login', capacity: 10, perSeconds: 60 },
  loginPerIp: { name: 'login-ip', capacity: 60, perSeconds: 60 },
  loginPerAccount: { name: 'login-account', capacity: 30, perSeconds: 15 * 60 },
  forgotPassword: { name: 'forgot-password', capacity: 3, perSeconds: 15 * 60 },
  refresh: { name: 'refresh', capacity: 30, perSeconds: 60 },
  resendActivation: { name: 'resend-activation', capacity: 3, perSeconds: 15 * 60 },
  support: { name: 'support', capacity: 5, perSeconds: 60 * 60 },
  contact: { name: 'contact', capacity: 5, perSeconds: 60 * 60 },
  visitor: { name: 'visitor', capacity: 10, perSeconds: 15 * 60 },
  visitorPerWidget: { name: 'visitor-widget', capacity: 600, perSeconds: 60 * 60 },
  cardTokens: { name: 'card-tokens', capacity: 30, perSeconds: 15 * 60 },
  twoFactor: { name: 'two-factor', capacity: 5, perSeconds: 15 * 60 },
  twoFactorPerAccount: { name: 'two-factor-account', capacity: 10, perSeconds: 60 * 60 },
  apiKeyFailures: { name: 'api-key-failures', capacity: 20, perSeconds: 15 * 60 },
};

export function configFromEnv(env: NodeJS.ProcessEnv, jwtSecret: Uint8Array, port: number): Config {
  return {
    jwtSecret,
    accessTokenTtlSeconds: 15 * 60,
    refreshTtlSeconds: 24 * 60 * 60,
    rememberTtlSeconds: 30 * 24 * 60 * 60,
    impersonationTtlSeconds: minutesFrom(env.IMPERSONATION_MINUTES, 60) * 60,
    verifyTokenTtlSeconds: 7 * 24 * 60 * 60,
    resetTokenTtlSeconds: 60 * 60,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    supportEmail: env.SUPPORT_EMAIL ?? 'support@switchboard.localhost',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    limits: defaultLimits,
    uploadsDir: path.resolve(env.DATA_DIR || './.data', 'uploads'),
    attachmentsDir: path.resolve(env.DATA_DIR || './.data', 'attachments'),
    soundFilesDir: path.resolve(env.DATA_DIR || './.data', 'sound-files'),
    trustedCountryHeader: env.TRUSTED_COUNTRY_HEADER?.trim().toLowerCase() || null,
    consoleDist: consoleDistFrom(env.CONSOLE_DIST),
    siteDist: env.SITE_DIST ? path.resolve(env.SITE_DIST) : DEFAULT_SITE_DIST,
    widgetDist: env.WIDGET_DIST ? path.resolve(env.WIDGET_DIST) : DEFAULT_WIDGET_DIST,
    consoleOrigins: (env.CONSOLE_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    mailFrom: env.MAIL_FROM || 'Switchboard <no-reply@switchboard.localhost>',
    paymentsProvider: env.PAYMENTS_PROVIDER || 'sandbox',
    paymentsWebhookSecret: env.PAYMENTS_WEBHOOK_SECRET || DEVELOPMENT_WEBHOOK_SECRET,
    paymentsWebhookUrl: env.PAYMENTS_WEBHOOK_URL || null,
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === '1' || env.WEBHOOKS_ALLOW_PRIVATE === 'true',
    messagingProvider: env.MESSAGING_PROVIDER || 'sandbox',
    messagingWebhookSecret: env.MESSAGING_WEBHOOK_SECRET || DEVELOPMENT_WEBHOOK_SECRET,
    numberSupplier: env.NUMBER_SUPPLIER || 'sandbox',
    ...(env.NUMBER_SUPPLIER_DELAY_MS ? { numberSupplierDelayMs: Number(env.NUMBER_SUPPLIER_DELAY_MS) } : {}),
  };
}

/** A positive whole number of minutes, or the default when unset or not one. */
function minutesFrom(value: string | undefined, fallback: number): number {
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes > 0 ? minutes : fallback;
}

/** CONSOLE_DIST (relative to the working directory) or the workspace's apps/console/dist, if it has an index.html. */
function consoleDistFrom(value: string | undefined): string | null {
  const dir = value ? path.resolve(value) : DEFAULT_CONSOLE_DIST;
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}
