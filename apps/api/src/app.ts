/**
 * Builds the Hono app from injected dependencies. server.ts serves it once the database is
 * migrated; tests build it in-process (testing.ts) on a fresh database.
 */
import { apiMessages } from '@switchboard/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env.js';
import type { Deps } from './deps.js';
import { authRoutes } from './routes/auth.js';
import { extensionRoutes } from './routes/extensions.js';
import { healthRoutes } from './routes/health.js';
import { pbxUserRoutes } from './routes/pbx-users.js';
import { profileRoutes } from './routes/profile.js';
import { referenceRoutes } from './routes/reference.js';

/** JSON bodies of this API are small forms; uploads will get their own limit. */
const MAX_JSON_BYTES = 256 * 1024;

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.use(
    '/admin/*',
    bodyLimit({
      maxSize: MAX_JSON_BYTES,
      onError: (c) => c.json({ message: 'The request body is too large.' }, 413),
    }),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (error.res) return error.getResponse();
      return c.json({ message: error.message || 'Bad request.' }, error.status);
    }
    deps.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ message: 'Server error.' }, 500);
  });
  app.notFound((c) => c.json({ message: apiMessages.notFound }, 404));

  return app
    .route('/', healthRoutes())
    .route('/', authRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', referenceRoutes(deps))
    .route('/', pbxUserRoutes(deps))
    .route('/', extensionRoutes(deps));
}

export type App = ReturnType<typeof createApp>;
