/**
 * The provider's support widget on the console's profile pages (spec §2 Profile area): an
 * administrator picks one of the administrator's own widgets; every signed-in user reads its public
 * key, which is public anyway (it is in the widget's installation code). Kept in the server-wide
 * settings by id, so a deleted or switched-off widget stops showing without anyone clearing it.
 */
import { endpoints as ep, type ProviderWidget } from '@switchboard/contract';
import { and, eq, sql } from 'drizzle-orm';
import { settings, widgets } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { checkOwned } from '../lib/owned.js';

const KEY = 'provider_widget_id';

async function readProviderWidget(deps: Deps): Promise<ProviderWidget> {
  const [row] = await deps.db
    .select({ publicKey: widgets.publicKey })
    .from(settings)
    .innerJoin(widgets, and(eq(sql`${widgets.id}::text`, settings.value), eq(widgets.isActive, true)))
    .where(eq(settings.key, KEY));
  return { public_key: row?.publicKey ?? null };
}

export default function providerWidgetRoutes(deps: Deps) {
  return contractRoutes(deps)
    .on(ep.providerWidget, async (c) => c.json(await readProviderWidget(deps)))
    .on(ep.setProviderWidget, async (c, input) => {
      const { accountId } = c.get('session');
      await checkOwned({ deps, accountId }, widgets, input.widget_id, 'widget_id', 'Widget');
      if (input.widget_id === null) await deps.db.delete(settings).where(eq(settings.key, KEY));
      else
        await deps.db
          .insert(settings)
          .values({ key: KEY, value: String(input.widget_id) })
          .onConflictDoUpdate({ target: settings.key, set: { value: String(input.widget_id) } });
      return c.json(await readProviderWidget(deps));
    }).app;
}
