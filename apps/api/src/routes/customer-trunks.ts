/**
 * Customers' trunks, registered from their resource declaration: a name once per account, the
 * addresses or the username the chosen way of authenticating needs (checked against the row on an
 * update that leaves auth_type out), and a password the server makes, seals
 * ('customer-trunk-password') and answers only to the create and to the new-password action.
 * A trunk a number delivers its calls to is not deleted (409, naming the numbers): the DID target
 * has no foreign key, and a silently dangling number would stop ringing the customer's PBX.
 * Switching a trunk to `ip` drops its password: the PBX stops accepting it anyway.
 */
import {
  authFieldMissing,
  type CreateCustomerTrunkBody,
  type CustomerTrunk,
  type CustomerTrunkWithPassword,
  customerTrunkResource,
  endpoints as ep,
  TRUNK_NO_PASSWORD_MESSAGE,
  trunkInUse,
  type UpdateCustomerTrunkBody,
} from '@switchboard/contract';
import { fieldLabel, messages } from '@switchboard/forms';
import { and, asc, eq } from 'drizzle-orm';
import { customerTrunks, didNumbers } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { httpError, invalid, notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { ResourceStore, StoreContext } from '../resources/store.js';
import { newTrunkPassword } from '../virtual-numbers/trunk-password.js';

type Row = typeof customerTrunks.$inferSelect;

const toCustomerTrunk = (row: Row): CustomerTrunk => ({
  id: row.id,
  name: row.name,
  host: row.host,
  port: row.port,
  transport: row.transport,
  codecs: row.codecs,
  channels: row.channels,
  auth_type: row.authType,
  allowed_ips: row.authType === 'ip' ? row.allowedIps : [],
  username: row.authType === 'credentials' ? row.username : '',
  has_password: row.passwordSealed !== null,
  failover_order: row.failoverOrder,
  is_active: row.isActive ? 1 : 0,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Seals a new password on the trunk `id` of the account and answers it with the trunk, this once. */
async function newPassword(ctx: StoreContext, id: number): Promise<CustomerTrunkWithPassword | undefined> {
  const { db, clock, config } = ctx.deps;
  const { password, sealed } = newTrunkPassword(config.jwtSecret);
  const [row] = await db
    .update(customerTrunks)
    .set({ passwordSealed: sealed, updatedAt: clock.now() })
    .where(
      and(
        eq(customerTrunks.accountId, ctx.accountId),
        eq(customerTrunks.id, id),
        eq(customerTrunks.authType, 'credentials'),
      ),
    )
    .returning();
  return row && { ...toCustomerTrunk(row), password };
}

/** An update's auth fields merged with the row's: what `ip` or `credentials` then lacks is a 422. */
async function checkAuth(ctx: StoreContext, body: UpdateCustomerTrunkBody, id?: number) {
  if (id === undefined) return;
  const [row] = await ctx.deps.db
    .select()
    .from(customerTrunks)
    .where(and(eq(customerTrunks.accountId, ctx.accountId), eq(customerTrunks.id, id)));
  if (!row) return;
  const missing = authFieldMissing({
    auth_type: body.auth_type ?? row.authType,
    allowed_ips: body.allowed_ips ?? row.allowedIps,
    username: body.username ?? row.username,
  });
  if (missing) throw invalid(missing, messages.required(fieldLabel(missing)));
}

/** The account's numbers delivered to trunk `id`. */
async function numbersOf(ctx: StoreContext, id: number) {
  const rows = await ctx.deps.db
    .select({ number: didNumbers.number })
    .from(didNumbers)
    .where(
      and(
        eq(didNumbers.accountId, ctx.accountId),
        eq(didNumbers.targetType, 'customer_trunk'),
        eq(didNumbers.targetId, id),
      ),
    )
    .orderBy(asc(didNumbers.number));
  return rows.map((row) => row.number);
}

export default function customerTrunkRoutes(deps: Deps) {
  const table = drizzleStore({
    resource: customerTrunkResource,
    table: customerTrunks,
    serialize: toCustomerTrunk,
    // Named field by field: bodies let unknown keys through, and the sealed password (a column)
    // must never come from one.
    insert: (body: CreateCustomerTrunkBody) => ({ ...fieldsOf(body), authType: body.auth_type }),
    changes: (body: UpdateCustomerTrunkBody) => ({
      ...fieldsOf(body),
      ...(body.auth_type ? { authType: body.auth_type } : {}),
      ...(body.auth_type === 'ip' ? { passwordSealed: null } : {}),
    }),
    conflicts: { customer_trunks_account_name_key: { field: 'name', message: messages.unique('Name') } },
    hooks: { beforeWrite: checkAuth },
  });
  const inTransaction = <T>(ctx: StoreContext, write: (tx: StoreContext) => Promise<T>) =>
    ctx.deps.db.transaction((db) => write({ ...ctx, deps: { ...ctx.deps, db } }));

  const store: ResourceStore<typeof customerTrunkResource> = {
    ...table,
    // The trunk and its password are stored together or not at all.
    create: (ctx, body: CreateCustomerTrunkBody) =>
      inTransaction(ctx, async (tx) => {
        const created = await table.create(tx, body);
        if (body.auth_type !== 'credentials') return created;
        return (await newPassword(tx, created.id)) ?? created;
      }),
    delete: async (ctx, id) => {
      const trunk = await table.get(ctx, id);
      if (!trunk) return false;
      const numbers = await numbersOf(ctx, id);
      if (numbers.length > 0) throw httpError(409, trunkInUse(trunk.name, numbers));
      return table.delete(ctx, id);
    },
  };

  return registerResource(contractRoutes(deps), deps, customerTrunkResource, store).on(
    ep.newCustomerTrunkPassword,
    async (c) => {
      const ctx: StoreContext = { deps, accountId: c.get('session').accountId, scope: {} };
      const id = idParam(c);
      const trunk = await table.get(ctx, id);
      if (!trunk) throw notFound();
      const renewed = await newPassword(ctx, id);
      if (!renewed) throw httpError(409, TRUNK_NO_PASSWORD_MESSAGE);
      return c.json(renewed);
    },
  ).app;
}

/** The body's columns, each only when given (an update leaves the others as they are). */
function fieldsOf(body: UpdateCustomerTrunkBody) {
  const columns = {
    name: body.name,
    host: body.host,
    port: body.port,
    transport: body.transport,
    codecs: body.codecs,
    channels: body.channels,
    allowedIps: body.allowed_ips,
    username: body.username,
    failoverOrder: body.failover_order,
    isActive: body.is_active === undefined ? undefined : body.is_active === 1,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
