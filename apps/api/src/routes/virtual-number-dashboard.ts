/**
 * The virtual number area's dashboard (spec §2 `/virtual-number/dashboard`): the numbers rented,
 * this month's calls, messages and spend on them, and the last 30 days (virtual-numbers/dashboard.ts).
 */
import { endpoints as ep } from '@switchboard/contract';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { virtualNumberDashboard } from '../virtual-numbers/dashboard.js';

export default function virtualNumberDashboardRoutes(deps: Deps) {
  return contractRoutes(deps).on(ep.virtualNumberDashboard, async (c) =>
    c.json(await virtualNumberDashboard(deps.db, c.get('session').accountId, deps.clock.now())),
  ).app;
}
