/**
 * The owner's API keys: created (the key answered once, only its SHA-256 kept), listed, revoked.
 * Using a key is authenticate.ts's part.
 */
import { type CreatedApiKey, endpoints as ep } from '@switchboard/contract';
import { and, desc, eq } from 'drizzle-orm';
import { apiKeys } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { newApiKey, toApiKey } from '../integrations/api-keys.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';

export default function apiKeyRoutes(deps: Deps) {
  return contractRoutes(deps)
    .on(ep.listApiKeys, async (c) => {
      const rows = await deps.db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.accountId, c.get('session').accountId))
        .orderBy(desc(apiKeys.id));
      return c.json(rows.map(toApiKey));
    })
    .on(ep.createApiKey, async (c, body) => {
      const { key, keyId, keyHash } = newApiKey();
      const [row] = await deps.db
        .insert(apiKeys)
        .values({
          accountId: c.get('session').accountId,
          name: body.name.trim(),
          keyId,
          keyHash,
          scopes: body.scopes,
          createdAt: deps.clock.now(),
        })
        .returning();
      if (!row) throw new Error('API key not stored');
      const created: CreatedApiKey = { ...toApiKey(row), api_key: key };
      return c.json(created, 201);
    })
    .on(ep.revokeApiKey, async (c) => {
      const where = and(eq(apiKeys.id, idParam(c)), eq(apiKeys.accountId, c.get('session').accountId));
      const [row] = await deps.db.select().from(apiKeys).where(where);
      if (!row) throw notFound();
      if (row.revokedAt) return c.json(toApiKey(row));
      const [revoked] = await deps.db
        .update(apiKeys)
        .set({ revokedAt: deps.clock.now() })
        .where(where)
        .returning();
      return c.json(toApiKey(revoked ?? row));
    }).app;
}
