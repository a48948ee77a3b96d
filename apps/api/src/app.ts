/**
 * Builds the Hono app from injected dependencies. server.ts serves it once the database is
 * migrated; tests build it in-process (testing.ts) on a fresh database.
 */
import { apiMessages, endpoints } from '@switchboard/contract';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { activityTrail } from './activity/trail.js';
import type { AppEnv } from './app-env.js';
import type { Deps } from './deps.js';
import { assertServesTable } from './lib/contract-routes.js';
import { MailDeliveryError } from './mail/mailer.js';
import { messagingProviderFor, messagingSandboxOf } from './messaging/select.js';
import { bodyLimits } from './middleware/body-limit.js';
import { compressJson } from './middleware/compress.js';
import { consoleCors } from './middleware/cors.js';
import { PUBLIC_PATHS, publicCors } from './middleware/public-cors.js';
import { securityHeaders } from './middleware/security-headers.js';
import { sandboxOf } from './payments/select.js';
import { activityRoutes } from './routes/activity.js';
import { apiKeyRoutes } from './routes/api-keys.js';
import { authRoutes } from './routes/auth.js';
import { blacklistRoutes } from './routes/blacklist.js';
import { callEventRoutes } from './routes/call-events.js';
import { callRecordRoutes } from './routes/call-records.js';
import { carrierRoutes } from './routes/carriers.js';
import { consoleRoutes } from './routes/console.js';
import { destinationRoutes } from './routes/destinations.js';
import { extensionRoutes } from './routes/extensions.js';
import { flowRoutes } from './routes/flows.js';
import { healthRoutes } from './routes/health.js';
import { messageTemplateRoutes } from './routes/message-templates.js';
import { messageRoutes } from './routes/messages.js';
import { openApiRoutes } from './routes/openapi.js';
import { paymentRoutes } from './routes/payments.js';
import { pbxContactRoutes } from './routes/pbx-contacts.js';
import { pbxUserRoutes } from './routes/pbx-users.js';
import { profileRoutes } from './routes/profile.js';
import { queueRoutes } from './routes/queues.js';
import { rateRoutes } from './routes/rates.js';
import { referenceRoutes } from './routes/reference.js';
import { reportRoutes } from './routes/reports.js';
import { ringGroupRoutes } from './routes/ring-groups.js';
import { routingRoutes } from './routes/routing.js';
import { sandboxPayRoutes } from './routes/sandbox-pay.js';
import { senderRoutes } from './routes/senders.js';
import { serviceRoutes } from './routes/services.js';
import { soundFileRoutes } from './routes/sound-files.js';
import { timeslotRoutes } from './routes/timeslots.js';
import { twoFactorRoutes } from './routes/two-factor.js';
import { uploadRoutes } from './routes/uploads.js';
import { voicemailRoutes } from './routes/voicemail.js';
import { webhookRoutes } from './routes/webhooks.js';
import { widgetPublicRoutes } from './routes/widget-public.js';
import { isWidgetRuntimePath, widgetRuntimeRoutes } from './routes/widget-runtime.js';
import { widgetRoutes } from './routes/widgets.js';
import { type WidgetCache, widgetCache } from './widgets/public-cache.js';

export interface AppOptions {
  /** The published-widget cache (tests pass one to watch it); a new one by default. */
  widgetConfigs?: WidgetCache;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  // Outermost: it compresses the final answer, whatever the handlers and errors made of it.
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

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (error.res) return error.getResponse();
      return c.json({ message: error.message || 'Bad request.' }, error.status);
    }
    if (error instanceof MailDeliveryError) {
      return c.json({ message: apiMessages.mailFailed }, 503, { 'Retry-After': '60' });
    }
    deps.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ message: 'Server error.' }, 500);
  });
  app.notFound((c) => c.json({ message: apiMessages.notFound }, 404));

  const api = app
    .route('/', healthRoutes(deps))
    .route('/', openApiRoutes(deps))
    .route('/', authRoutes(deps))
    .route('/', twoFactorRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', activityRoutes(deps))
    .route('/', apiKeyRoutes(deps))
    .route('/', webhookRoutes(deps))
    .route('/', uploadRoutes(deps))
    .route('/', referenceRoutes(deps))
    .route('/', pbxUserRoutes(deps))
    .route('/', extensionRoutes(deps))
    .route('/', blacklistRoutes(deps))
    .route('/', pbxContactRoutes(deps))
    .route('/', carrierRoutes(deps))
    .route('/', rateRoutes(deps))
    .route('/', destinationRoutes(deps))
    .route('/', routingRoutes(deps))
    .route('/', callRecordRoutes(deps))
    .route('/', callEventRoutes(deps))
    .route('/', soundFileRoutes(deps))
    .route('/', voicemailRoutes(deps))
    .route('/', timeslotRoutes(deps))
    .route('/', flowRoutes(deps))
    .route('/', queueRoutes(deps))
    .route('/', ringGroupRoutes(deps))
    .route('/', widgetRoutes(deps, widgetConfigs))
    .route('/', reportRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', serviceRoutes(deps))
    .route('/', sandboxPayRoutes(deps))
    .route('/', widgetPublicRoutes(deps, widgetConfigs))
    .route('/', widgetRuntimeRoutes(deps))
    .route('/', messageTemplateRoutes(deps))
    .route('/', senderRoutes(deps))
    .route('/', messageRoutes(deps, messaging))
    // Last: the console's files and its SPA fallback, for whatever the API does not answer.
    .route('/', consoleRoutes(deps));
  // Every table entry is served through contractRoutes, and nothing else is: else no start.
  assertServesTable(api, endpoints);
  // Without PAYMENTS_WEBHOOK_URL the sandbox hands its events to this app directly.
  const sandbox = sandboxOf(deps.payments);
  if (sandbox) sandbox.handle = (request) => api.fetch(request);
  const messagingSandbox = messagingSandboxOf(messaging);
  if (messagingSandbox) messagingSandbox.handle = (request) => api.fetch(request);
  return api;
}

export type App = ReturnType<typeof createApp>;
