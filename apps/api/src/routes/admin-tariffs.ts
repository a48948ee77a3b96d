/**
 * The administrator's price list (/xadmin/tarrifs): tariff types, their rates per country, the
 * subscription plans' prices and pricing text, the service plans. Each edit is one statement (or
 * one transaction) and then `tariffsChanged`: every instance forgets its copy and the public
 * pages re-render. The activity trail records each edit with the administrator who made it.
 */
import { endpoints as ep, parseRate, type Tariff } from '@switchboard/contract';
import { fieldLabel, messages } from '@switchboard/forms';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { servicePlans, subscriptionPlans, tariffRates, tariffTypes } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { invalid, notFound } from '../lib/http-error.js';
import { countryList } from '../reference/countries.js';
import { tariffsChanged } from '../tariffs/changes.js';
import { priceList, tariffsOf } from '../tariffs/price-list.js';

const known = new Set(countryList().map((country) => country.code));

/** The rate text in micro-units; the body's struct has checked its form, this its size. */
function micros(field: string, text: string): number {
  const value = parseRate(text);
  if (value === null) throw invalid(field, messages.enterValid(fieldLabel('rate')));
  return value;
}

export default function adminTariffRoutes(deps: Deps) {
  const { db } = deps;

  /** The `:type` of the path, or a 404 when no such type exists. */
  const typeOf = async (c: Context<AppEnv>) => {
    const id = c.req.param('type') ?? '';
    const types = (await priceList(db)).types;
    const type = types.find((candidate) => candidate.id === id);
    if (!type) throw notFound();
    return type;
  };

  /** After an edit: the list forgotten everywhere, then read anew. */
  const changed = async () => {
    await tariffsChanged(db);
    return priceList(db);
  };

  const ratesOf = async (type: string): Promise<Tariff[]> => (await tariffsOf(db, type)) ?? [];

  return contractRoutes(deps)
    .on(ep.createTariffType, async (c, input) => {
      const now = deps.clock.now();
      try {
        await db.insert(tariffTypes).values({
          id: input.id,
          name: input.name,
          unit: input.unit,
          position: input.position ?? (await priceList(db)).types.length + 1,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid('id', messages.unique(fieldLabel('id')));
        throw error;
      }
      const { types } = await changed();
      return c.json(
        types.find((type) => type.id === input.id),
        201,
      );
    })

    .on(ep.updateTariffType, async (c, input) => {
      const type = await typeOf(c);
      await db
        .update(tariffTypes)
        .set({ ...input, updatedAt: deps.clock.now() })
        .where(eq(tariffTypes.id, type.id));
      const { types } = await changed();
      return c.json(types.find((candidate) => candidate.id === type.id));
    })

    .on(ep.deleteTariffType, async (c) => {
      const type = await typeOf(c);
      // Its rates go with it (ON DELETE CASCADE).
      await db.delete(tariffTypes).where(eq(tariffTypes.id, type.id));
      return c.json((await changed()).types);
    })

    .on(ep.setTariffRates, async (c, input) => {
      const type = await typeOf(c);
      const rows = input.rates.map(({ code, rate }, index) => {
        if (!known.has(code)) throw invalid(`rates.${index}.code`, messages.enterValid(fieldLabel('code')));
        return { code, rate: micros(`rates.${index}.rate`, rate) };
      });
      // The last of a repeated country wins, as when the list is read top to bottom.
      const byCode = new Map(rows.map((row) => [row.code, row.rate]));
      const now = deps.clock.now();
      await db
        .insert(tariffRates)
        .values(
          [...byCode].map(([countryCode, rate]) => ({
            tariffType: type.id,
            countryCode,
            rate,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [tariffRates.tariffType, tariffRates.countryCode],
          set: { rate: sql`excluded.rate`, updatedAt: now },
        });
      await changed();
      return c.json(await ratesOf(type.id));
    })

    .on(ep.setTariffRate, async (c, input) => {
      const type = await typeOf(c);
      const code = c.req.param('code') ?? '';
      if (!known.has(code)) throw notFound();
      const rate = micros('rate', input.rate);
      const now = deps.clock.now();
      await db
        .insert(tariffRates)
        .values({ tariffType: type.id, countryCode: code, rate, updatedAt: now })
        .onConflictDoUpdate({
          target: [tariffRates.tariffType, tariffRates.countryCode],
          set: { rate, updatedAt: now },
        });
      await changed();
      return c.json((await ratesOf(type.id)).find((tariff) => tariff.code === code));
    })

    .on(ep.deleteTariffRate, async (c) => {
      const type = await typeOf(c);
      const deleted = await db
        .delete(tariffRates)
        .where(
          and(eq(tariffRates.tariffType, type.id), eq(tariffRates.countryCode, c.req.param('code') ?? '')),
        )
        .returning({ code: tariffRates.countryCode });
      if (deleted.length === 0) throw notFound();
      await changed();
      return c.json(await ratesOf(type.id));
    })

    .on(ep.updateSubscriptionPlan, async (c, input) => {
      const id = c.req.param('plan') ?? '';
      const updated = await db
        .update(subscriptionPlans)
        .set({
          ...(input.price_per_month_minor !== undefined ? { priceMinor: input.price_per_month_minor } : {}),
          ...(input.included_minutes !== undefined ? { includedMinutes: input.included_minutes } : {}),
          ...(input.features !== undefined ? { features: input.features } : {}),
          updatedAt: deps.clock.now(),
        })
        .where(eq(subscriptionPlans.id, id))
        .returning({ id: subscriptionPlans.id });
      if (updated.length === 0) throw notFound();
      return c.json((await changed()).plans.find((plan) => plan.id === id));
    })

    .on(ep.updateServicePlan, async (c, input) => {
      const id = c.req.param('plan') ?? '';
      const updated = await db
        .update(servicePlans)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.price_minor !== undefined ? { priceMinor: input.price_minor } : {}),
          updatedAt: deps.clock.now(),
        })
        .where(eq(servicePlans.id, id))
        .returning({ id: servicePlans.id });
      if (updated.length === 0) throw notFound();
      return c.json((await changed()).servicePlans.find((plan) => plan.id === id));
    }).app;
}
