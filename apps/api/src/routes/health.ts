import { endpoints as ep } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';

/** GET /healthz: 200 from the app, which serves only once migrations are applied (server.ts answers 503 before). */
export default function healthRoutes(deps: Deps) {
  return contractRoutes(deps).on(ep.health, (c) => c.json({ status: 'ok' as const })).app;
}
