import { Hono } from 'hono';

/** GET /healthz: 200 from the app, which serves only once migrations are applied (server.ts answers 503 before). */
export function healthRoutes() {
  return new Hono().get('/healthz', (c) => c.json({ status: 'ok' }));
}
