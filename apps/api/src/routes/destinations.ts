/**
 * Destinations (decision 0007: each account's own, like its carriers), registered from their
 * resource declaration, and the seed that adds every calling code of the maintained
 * `countries-list` package the account does not have yet. A code several countries share
 * (+1, +7) is one destination named after all of them.
 */
import { destinationResource, endpoints as ep } from '@switchboard/contract';
import { messages } from '@switchboard/forms';
import { countries, type ICountry } from 'countries-list';
import { destinations } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import { toDestination } from '../telephony/serialize.js';

/** Every calling code with the countries using it: `{ prefix: '359', name: 'Bulgaria', country: 'BG' }`. */
export function countryDestinations() {
  const byPrefix = new Map<string, { names: string[]; country: string }>();
  const entries = (Object.entries(countries) as [string, ICountry][]).sort(([a], [b]) => a.localeCompare(b));
  for (const [code, country] of entries) {
    for (const phone of country.phone) {
      const prefix = String(phone);
      const known = byPrefix.get(prefix);
      if (known) known.names.push(country.name);
      else byPrefix.set(prefix, { names: [country.name], country: code });
    }
  }
  return [...byPrefix].map(([prefix, { names, country }]) => ({
    prefix,
    name: names.join(' / ').slice(0, 200),
    country,
  }));
}

export default function destinationRoutes(deps: Deps) {
  const store = drizzleStore({
    resource: destinationResource,
    table: destinations,
    serialize: toDestination,
    conflicts: {
      destinations_account_prefix_key: { field: 'prefix', message: messages.unique('Prefix') },
    },
    insert: (input) => ({
      prefix: input.prefix.replace(/^\+/, ''),
      prefixName: input.prefix_name.trim(),
      country: input.country.toUpperCase(),
      isMobile: input.is_mobile === 1,
      isItfs: input.is_itfs === 1,
    }),
    changes: (input) => ({
      ...(input.prefix !== undefined ? { prefix: input.prefix.replace(/^\+/, '') } : {}),
      ...(input.prefix_name !== undefined ? { prefixName: input.prefix_name.trim() } : {}),
      ...(input.country !== undefined ? { country: input.country.toUpperCase() } : {}),
      ...(input.is_mobile !== undefined ? { isMobile: input.is_mobile === 1 } : {}),
      ...(input.is_itfs !== undefined ? { isItfs: input.is_itfs === 1 } : {}),
    }),
  });

  return registerResource(contractRoutes(deps), deps, destinationResource, store).on(
    ep.seedDestinations,
    async (c) => c.json({ added: await seedDestinations(deps, c.get('session').accountId) }),
  ).app;
}

/** Adds the country calling codes account `accountId` lacks; resolves to how many were added. */
export async function seedDestinations(deps: Pick<Deps, 'db' | 'clock'>, accountId: number): Promise<number> {
  const now = deps.clock.now();
  const added = await deps.db
    .insert(destinations)
    .values(
      countryDestinations().map((row) => ({
        accountId,
        prefix: row.prefix,
        prefixName: row.name,
        country: row.country,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: destinations.id });
  return added.length;
}
