/**
 * The virtual number area (spec §2, §3 Numbers (DID) and Orders): the coverage offered, orders for
 * numbers handed to the number supplier (virtual-numbers/orders.ts applies its answers), and the
 * numbers rented, which are the account's DIDs (routed through the PBX's DID update) with a rent.
 */
import {
  apiMessages,
  type CoverageEntry,
  DID_NUMBER_TYPES,
  endpoints as ep,
  ORDER_BALANCE_MESSAGE,
  ORDER_NOT_PENDING_MESSAGE,
  type VirtualDid,
} from '@switchboard/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { didNumbers, numberCoverage, numberOrders, userDids } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { httpError, invalid, notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { moneyOf } from '../money/ledger.js';
import { readDidNumbers } from '../numbers/did-targets.js';
import { countryList } from '../reference/countries.js';
import type { AppParts } from '../route-modules.js';
import { firstCharge, toNumberOrder } from '../virtual-numbers/orders.js';

const countries = new Map(countryList().map((country) => [country.code, country]));
const typeOrder = (type: string) => DID_NUMBER_TYPES.indexOf(type as (typeof DID_NUMBER_TYPES)[number]);

function toCoverageEntry(row: typeof numberCoverage.$inferSelect): CoverageEntry {
  const country = countries.get(row.country);
  return {
    id: row.id,
    country: row.country,
    country_name: country?.name ?? row.country,
    dial_code: country?.dial_code ?? '',
    number_type: row.numberType,
    setup_price_minor: row.setupPriceMinor,
    monthly_price_minor: row.monthlyPriceMinor,
    channels: row.channels,
    sms: row.sms,
    documents_required: row.documentsRequired,
  };
}

export default function virtualNumberRoutes(deps: Deps, { numbers: supplier }: AppParts) {
  return contractRoutes(deps)
    .on(ep.coverage, async (c) => {
      const rows = await deps.db.select().from(numberCoverage);
      const entries = rows.map(toCoverageEntry);
      entries.sort(
        (a, b) =>
          a.country_name.localeCompare(b.country_name, 'en') ||
          typeOrder(a.number_type) - typeOrder(b.number_type),
      );
      return c.json(entries);
    })

    .on(ep.listNumberOrders, async (c) => {
      const { accountId } = c.get('session');
      const rows = await deps.db
        .select()
        .from(numberOrders)
        .where(eq(numberOrders.accountId, accountId))
        .orderBy(desc(numberOrders.createdAt), desc(numberOrders.id));
      return c.json(rows.map(toNumberOrder));
    })

    .on(ep.createNumberOrder, async (c, body) => {
      const { accountId } = c.get('session');
      const [offer] = await deps.db
        .select()
        .from(numberCoverage)
        .where(
          and(eq(numberCoverage.country, body.country), eq(numberCoverage.numberType, body.number_type)),
        );
      if (!offer) throw invalid('number_type', 'These numbers are not offered in this country');
      const order = {
        quantity: body.quantity,
        setupPriceMinor: offer.setupPriceMinor,
        monthlyPriceMinor: offer.monthlyPriceMinor,
      };
      const { balanceMinor, creditLimitMinor } = await moneyOf(deps.db, accountId);
      if (balanceMinor - firstCharge(order) < -creditLimitMinor) throw httpError(402, ORDER_BALANCE_MESSAGE);
      const now = deps.clock.now();
      const [row] = await deps.db
        .insert(numberOrders)
        .values({
          ...order,
          accountId,
          country: offer.country,
          numberType: offer.numberType,
          areaCode: body.area_code || null,
          channels: offer.channels,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('order not stored');
      const { reference } = await supplier.place({
        orderId: row.id,
        country: row.country,
        dialCode: countries.get(row.country)?.dial_code ?? '',
        numberType: row.numberType,
        quantity: row.quantity,
        areaCode: row.areaCode,
      });
      // The answer may have come already (the sandbox without delay): read the order as it is now.
      const [placed] = await deps.db
        .update(numberOrders)
        .set({ supplierReference: reference })
        .where(eq(numberOrders.id, row.id))
        .returning();
      return c.json(toNumberOrder(placed ?? row), 201);
    })

    .on(ep.cancelNumberOrder, async (c) => {
      const { accountId } = c.get('session');
      const id = idParam(c);
      const [cancelled] = await deps.db
        .update(numberOrders)
        .set({ status: 'cancelled', updatedAt: deps.clock.now() })
        .where(
          and(
            eq(numberOrders.id, id),
            eq(numberOrders.accountId, accountId),
            eq(numberOrders.status, 'pending'),
          ),
        )
        .returning();
      if (cancelled) return c.json(toNumberOrder(cancelled));
      const [other] = await deps.db
        .select({ id: numberOrders.id })
        .from(numberOrders)
        .where(and(eq(numberOrders.id, id), eq(numberOrders.accountId, accountId)));
      throw other ? httpError(409, ORDER_NOT_PENDING_MESSAGE) : notFound();
    })

    .on(ep.listVirtualDids, async (c) => {
      const { accountId } = c.get('session');
      const rents = await deps.db.select().from(userDids).where(eq(userDids.accountId, accountId));
      if (rents.length === 0) return c.json([]);
      const rentOf = new Map(rents.map((rent) => [rent.didNumberId, rent]));
      const dids = await readDidNumbers(
        deps,
        and(eq(didNumbers.accountId, accountId), inArray(didNumbers.id, [...rentOf.keys()])),
      );
      return c.json(
        dids.flatMap((did): VirtualDid[] => {
          const rent = rentOf.get(did.id);
          return rent
            ? [
                {
                  ...did,
                  order_id: rent.orderId,
                  monthly_price_minor: rent.monthlyPriceMinor,
                  paid_until: rent.paidUntil.toISOString(),
                },
              ]
            : [];
        }),
      );
    })

    .on(ep.releaseVirtualDid, async (c) => {
      const { accountId } = c.get('session');
      const id = idParam(c);
      const [rent] = await deps.db
        .select({ id: userDids.id })
        .from(userDids)
        .where(and(eq(userDids.didNumberId, id), eq(userDids.accountId, accountId)));
      if (!rent) throw notFound();
      // The rent goes with its DID (on delete cascade).
      await deps.db.delete(didNumbers).where(and(eq(didNumbers.id, id), eq(didNumbers.accountId, accountId)));
      return c.json({ message: apiMessages.deleted });
    }).app;
}
