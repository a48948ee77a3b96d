import type { PasswordHasher } from './auth/passwords.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { GeoLocator } from './geo/geo.js';
import type { Clock } from './lib/clock.js';
import type { Logger } from './lib/logger.js';
import type { Mailer } from './mail/mailer.js';
import type { PaymentsProvider } from './payments/provider.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';

/** Everything the app needs from outside, injected so tests build it in-process. */
export interface Deps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  config: Config;
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  log: Logger;
  /** The visitor's country from their IP (geoip-country). */
  geo: GeoLocator;
  /** The card provider (PAYMENTS_PROVIDER). */
  payments: PaymentsProvider;
}
