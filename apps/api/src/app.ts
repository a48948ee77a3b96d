/**
 * Builds the Hono app from injected dependencies. server.ts serves it once the database is
 * migrated; tests build it in-process (testing.ts) on a fresh database.
 */
import { apiMessages, endpoints } from '@switchboard/contract';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { activityTrail } from './activity/trail.js';
import type { AppEnv } from './app-env.js';
import { type CallEventBus, inProcessBus } from './call-center/bus.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import type { Deps } from './deps.js';
import { assertServesTable } from './lib/contract-routes.js';
import { MailDeliveryError } from './mail/mailer.js';
import { messagingProviderFor, messagingSandboxOf } from './messaging/select.js';
import { bodyLimits } from './middleware/body-limit.js';
import { compressJson } from './middleware/compress.js';
import { consoleCors } from './middleware/cors.js';
import { PUBLIC_PATHS, publicCors } from './middleware/public-cors.js';
import { securityHeaders } from './middleware/security-headers.js';
import { serverTiming } from './middleware/server-timing.js';
import { sandboxOf } from './payments/select.js';
import { type AppParts, routeModules } from './route-modules.js';
import { consoleRoutes } from './routes/console.js';
import { isWidgetRuntimePath } from './routes/widget-runtime.js';
import { applyAnswer } from './virtual-numbers/orders.js';
import { numberSandboxOf, numberSupplierFor } from './virtual-numbers/select.js';
import { type WidgetCache, widgetCache } from './widgets/public-cache.js';

export interface AppOptions {
  /** The published-widget cache (tests pass one to watch it); a new one by default. */
  widgetConfigs?: WidgetCache;
  /** The wallboards' bus (server.ts: Redis with REDIS_URL); in process by default. */
  callEvents?: CallEventBus;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  // Outermost: the app's time includes compressing the answer.
  app.use('*', serverTiming());
  // It compresses the final answer, whatever the handlers and errors made of it.
  app.use('*', compressJson());
  app.use('*', securityHeaders());
  // The widget's public endpoints answer any origin; the console's CORS covers everything else
  // except the widget runtime's files, whose manifest sets their own CORS headers.
  app.use('/public/*', publicCors());
  const cors = consoleCors(deps.config.consoleOrigins);
  if (cors) {
    app.use('*', (c, next) =>
      PUBLIC_PATHS.test(c.req.path) || isWidgetRuntimePath(c.req.path) ? next() : cors(c, next),
    );
  }
  const limits = bodyLimits();
  app.use('/admin/*', limits);
  app.use('/public/*', limits);
  app.use('/sandbox-pay/*', limits);
  app.use('/switch/*', limits);
  app.use(
    '*',
    activityTrail(deps, endpoints, (request) => app.fetch(request)),
  );
  // Published widgets in memory: admin saves invalidate, public reads use it.
  const widgetConfigs = options.widgetConfigs ?? widgetCache(deps.db, deps.clock);
  // The SMS/Viber provider (MESSAGING_PROVIDER); its sandbox reports through this app's fetch.
  const messaging = messagingProviderFor(deps.config, deps);
  // The supplier of virtual numbers (NUMBER_SUPPLIER); its sandbox answers orders in process.
  const numbers = numberSupplierFor(deps.config, deps);

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (error.res) return error.getResponse();
      return c.json({ message: error.message || 'Bad request.' }, error.status);
    }
    if (error instanceof MailDeliveryError) {
      return c.json({ message: apiMessages.mailFailed }, 503, { 'Retry-After': '60' });
    }
    deps.log.error(`${c.req.method} ${c.req.path} failed`, error);
    if (isDatabaseUnavailable(error)) {
      return c.json({ message: apiMessages.databaseUnavailable }, 503, { 'Retry-After': '5' });
    }
    return c.json({ message: 'Server error.' }, 500);
  });
  app.notFound((c) => c.json({ message: apiMessages.notFound }, 404));

  const parts: AppParts = {
    widgetConfigs,
    messaging,
    numbers,
    callEvents: options.callEvents ?? inProcessBus(),
  };
  for (const module of routeModules) app.route('/', module.mount(deps, parts));
  // Last: the console's files and its SPA fallback, for whatever the API does not answer.
  const api = app.route('/', consoleRoutes(deps));
  // Every table entry is served through contractRoutes, and nothing else is: else no start.
  assertServesTable(api, endpoints);
  // Without PAYMENTS_WEBHOOK_URL the sandbox hands its events to this app directly.
  const sandbox = sandboxOf(deps.payments);
  if (sandbox) sandbox.handle = (request) => api.fetch(request);
  const messagingSandbox = messagingSandboxOf(messaging);
  if (messagingSandbox) messagingSandbox.handle = (request) => api.fetch(request);
  const numberSandbox = numberSandboxOf(numbers);
  if (numberSandbox) numberSandbox.answer = (answer) => applyAnswer(deps, answer);
  return api;
}

export type App = ReturnType<typeof createApp>;
