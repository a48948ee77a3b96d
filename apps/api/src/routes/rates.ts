/**
 * Rate decks: a carrier's (nested under the carrier) and the account's sell tariff, registered
 * from their resource declarations, and the CSV/XLSX import of either (preview, then apply).
 * Rates arrive as decimal text and are stored as integer micro-units; every write forgets the
 * rating engine's copy of that deck.
 */
import {
  type CreateCarrierRateBody,
  carrierRateResource,
  endpoints as ep,
  isDay,
  parseRate,
  rateImportBody,
  sellRateResource,
  type UpdateCarrierRateBody,
} from '@switchboard/contract';
import { eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { carrierRates } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid, notFound } from '../lib/http-error.js';
import { uploadedFile } from '../lib/multipart.js';
import { idParam } from '../lib/params.js';
import { applyImport, previewImport } from '../rates/import.js';
import { forgetDeck } from '../rating/decks.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';
import { ownsCarrier } from '../telephony/owners.js';
import { toCarrierRate } from '../telephony/serialize.js';

const PREFIX_TAKEN = 'This prefix already has a rate from that effective date.';
const conflicts = { carrier_rates_deck_key: { field: 'prefix', message: PREFIX_TAKEN } };

/** Decimal text → micro-units (the body was checked against the same pattern). */
const micros = (text: string) => parseRate(text) ?? 0;

const insertRate = (input: CreateCarrierRateBody) => ({
  prefix: input.prefix.replace(/^\+/, ''),
  prefixName: input.prefix_name?.trim() ?? '',
  cli: input.cli === 1,
  localRate: micros(input.local_rate ?? '0'),
  setupRate: micros(input.setup_rate ?? '0'),
  originRate: micros(input.origin_rate ?? '0'),
  carrierRate: micros(input.carrier_rate),
  effectiveDate: input.effective_date,
  setupTime: input.setup_time ?? 0,
  minimumTime: input.minimum_time ?? 1,
  restTime: input.rest_time ?? 1,
});

const rateChanges = (input: UpdateCarrierRateBody) => ({
  ...(input.prefix !== undefined ? { prefix: input.prefix.replace(/^\+/, '') } : {}),
  ...(input.prefix_name !== undefined ? { prefixName: input.prefix_name.trim() } : {}),
  ...(input.cli !== undefined ? { cli: input.cli === 1 } : {}),
  ...(input.local_rate !== undefined ? { localRate: micros(input.local_rate) } : {}),
  ...(input.setup_rate !== undefined ? { setupRate: micros(input.setup_rate) } : {}),
  ...(input.origin_rate !== undefined ? { originRate: micros(input.origin_rate) } : {}),
  ...(input.carrier_rate !== undefined ? { carrierRate: micros(input.carrier_rate) } : {}),
  ...(input.effective_date !== undefined ? { effectiveDate: input.effective_date } : {}),
  ...(input.setup_time !== undefined ? { setupTime: input.setup_time } : {}),
  ...(input.minimum_time !== undefined ? { minimumTime: input.minimum_time } : {}),
  ...(input.rest_time !== undefined ? { restTime: input.rest_time } : {}),
});

/** The uploaded deck and its default effective date (today, UTC, when not given). */
async function deckUpload(c: Context<AppEnv>, deps: Deps) {
  const { file, form } = await uploadedFile(c, rateImportBody);
  const day = form.get('effective_date');
  const defaultDay =
    typeof day === 'string' && day !== '' ? day : deps.clock.now().toISOString().slice(0, 10);
  if (!isDay(defaultDay)) throw invalid('effective_date', 'Enter valid Effective date');
  return { file, defaultDay };
}

export default function rateRoutes(deps: Deps) {
  const forget = (ctx: StoreContext) => forgetDeck(ctx.deps.db, ctx.accountId, ctx.scope.carrierId ?? null);
  const hooks = {
    afterCreate: async (ctx: StoreContext) => forget(ctx),
    afterUpdate: async (ctx: StoreContext) => forget(ctx),
    afterDelete: async (ctx: StoreContext) => forget(ctx),
  };

  const carrierRateStore = drizzleStore({
    resource: carrierRateResource,
    table: carrierRates,
    serialize: toCarrierRate,
    conflicts,
    scoped: (ctx) => ({
      where: eq(carrierRates.carrierId, ctx.scope.carrierId ?? 0),
      values: { carrierId: ctx.scope.carrierId },
    }),
    parentExists: (ctx) => ownsCarrier(ctx.deps, ctx.accountId, ctx.scope.carrierId),
    insert: insertRate,
    changes: rateChanges,
    hooks,
  });

  const sellRateStore = drizzleStore({
    resource: sellRateResource,
    table: carrierRates,
    serialize: toCarrierRate,
    conflicts,
    scoped: () => ({ where: isNull(carrierRates.carrierId), values: { carrierId: null } }),
    insert: insertRate,
    changes: rateChanges,
    hooks,
  });

  const routes = contractRoutes(deps);
  registerResource(routes, deps, carrierRateResource, carrierRateStore);
  registerResource(routes, deps, sellRateResource, sellRateStore);

  /** The carrier of a carrier-deck import path, checked to be the caller's. */
  const carrierOf = async (c: Context<AppEnv>) => {
    const carrierId = idParam(c, 'carrierId');
    if (!(await ownsCarrier(deps, c.get('session').accountId, carrierId))) throw notFound();
    return carrierId;
  };

  return routes
    .on(ep.previewCarrierRateImport, async (c) => {
      const carrierId = await carrierOf(c);
      const { file, defaultDay } = await deckUpload(c, deps);
      return c.json(await previewImport(deps, c.get('session').accountId, carrierId, file, defaultDay));
    })
    .on(ep.applyCarrierRateImport, async (c) => {
      const carrierId = await carrierOf(c);
      return c.json(
        await applyImport(deps, c.get('session').accountId, carrierId, c.req.param('importId') ?? ''),
      );
    })
    .on(ep.previewSellRateImport, async (c) => {
      const { file, defaultDay } = await deckUpload(c, deps);
      return c.json(await previewImport(deps, c.get('session').accountId, null, file, defaultDay));
    })
    .on(ep.applySellRateImport, async (c) =>
      c.json(await applyImport(deps, c.get('session').accountId, null, c.req.param('importId') ?? '')),
    ).app;
}
