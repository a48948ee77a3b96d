/**
 * The store of a plain tenant table (one with `id` and `account_id`): every statement carries
 * `account_id = caller's account`. Body fields map to the columns of the same name (`is_active` 1/0
 * to a boolean column), timestamps come from the injected clock, unique violations become 422s on
 * the field they concern, and search looks into the searchable columns (and filters by the other
 * fields of the search body). What a resource needs beyond that goes through explicit options:
 * `insert` / `changes` (hashing a password), `read` (a join), `hooks` (checks, side effects),
 * `scoped` (a nested resource's parent, or a fixed slice of a shared table).
 */
import type { AnyResource, EntityOf } from '@switchboard/contract';
import { and, asc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Struct } from 'superstruct';
import { isUniqueViolation } from '../lib/db-errors.js';
import { invalid, notFound } from '../lib/http-error.js';
import { likePattern } from '../lib/params.js';
import type { ResourceStore, StoreContext } from './store.js';

type BodyOfStruct<S> = S extends Struct<infer T, infer _> ? T : undefined;
type Values = Record<string, unknown>;

/** A table of one account's records. */
export type TenantTable = PgTable & { id: PgColumn; accountId: PgColumn };

export interface StoreHooks<R extends AnyResource> {
  /** Checks only the server can make, before a create (`id` undefined) or an update is written. */
  beforeWrite?(
    ctx: StoreContext,
    body: BodyOfStruct<R['create']> | BodyOfStruct<R['update']>,
    id?: number,
  ): Promise<void>;
  afterCreate?(ctx: StoreContext, created: EntityOf<R>): Promise<void>;
  afterUpdate?(ctx: StoreContext, id: number, body: BodyOfStruct<R['update']>): Promise<void>;
  afterDelete?(ctx: StoreContext, id: number): Promise<void>;
}

export interface DrizzleStoreOptions<R extends AnyResource, Row> {
  resource: R;
  table: TenantTable;
  /** Row → the wire shape; it lists what is sent, so no secret leaves by accident. */
  serialize(row: Row): EntityOf<R>;
  /** Column values of a create. @default the body's fields, by column name */
  insert?(body: BodyOfStruct<R['create']>, ctx: StoreContext): Values | Promise<Values>;
  /** Changed column values of an update. @default the body's defined fields, by column name */
  changes?(body: BodyOfStruct<R['update']>, ctx: StoreContext): Values | Promise<Values>;
  /** Unique constraint → the field and message of its 422. */
  conflicts?: Record<string, { field: string; message: string }>;
  /**
   * Reads the records matching `where`, which already holds the account condition (e.g. with a
   * join); the table alone by default.
   */
  read?(ctx: StoreContext, where: SQL | undefined): Promise<EntityOf<R>[]>;
  /** Column values of a copy (clone). @default the row's, less id and timestamps */
  copy?(values: Values): Values;
  hooks?: StoreHooks<R>;
  /**
   * The slice of the table this resource sees beyond the account: a nested resource's parent
   * (`{ where: eq(trunks.carrierId, ctx.scope.carrierId), values: { carrierId: … } }`) or a fixed
   * kind. `where` joins every statement; `values` go into every insert.
   */
  scoped?(ctx: StoreContext): { where: SQL | undefined; values: Values };
  /** Whether the scope's parent is the caller's: else every operation answers 404. */
  parentExists?(ctx: StoreContext): Promise<boolean>;
}

export function drizzleStore<R extends AnyResource, Row>(
  options: DrizzleStoreOptions<R, Row>,
): ResourceStore<R> {
  const { resource, table, serialize, hooks = {} } = options;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  /** Column key (camelCase) by the name the wire uses (snake_case, the database's). */
  const keyOf = new Map(Object.entries(columns).map(([key, column]) => [column.name, key]));
  const has = (key: string) => key in columns;
  const mine = (ctx: StoreContext, where?: SQL) =>
    and(eq(table.accountId, ctx.accountId), options.scoped?.(ctx).where, where);
  const checkParent = async (ctx: StoreContext) => {
    if (options.parentExists && !(await options.parentExists(ctx))) throw notFound();
  };

  /** Body fields → column values: only known columns, flags as booleans, never id or account. */
  const byColumn = (body: Values): Values => {
    const values: Values = {};
    for (const [field, value] of Object.entries(body)) {
      const key = keyOf.get(field);
      if (!key || value === undefined || key === 'id' || key === 'accountId') continue;
      values[key] = columns[key]?.dataType === 'boolean' ? value === 1 || value === true : value;
    }
    return values;
  };

  const read =
    options.read ??
    (async (ctx: StoreContext, where: SQL | undefined) => {
      const rows = await ctx.deps.db
        .select()
        .from(table as never)
        .where(where)
        .orderBy(asc(table.id));
      return (rows as Row[]).map(serialize);
    });
  const readOne = async (ctx: StoreContext, id: number) => (await read(ctx, mine(ctx, eq(table.id, id))))[0];

  const write = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      for (const [constraint, { field, message }] of Object.entries(options.conflicts ?? {})) {
        if (isUniqueViolation(error, constraint)) throw invalid(field, message);
      }
      throw error;
    }
  };

  const insertRow = async (ctx: StoreContext, values: Values) => {
    const now = ctx.deps.clock.now();
    const [created] = await write(() =>
      ctx.deps.db
        .insert(table)
        .values({
          ...values,
          ...options.scoped?.(ctx).values,
          accountId: ctx.accountId,
          ...(has('createdAt') ? { createdAt: now } : {}),
          ...(has('updatedAt') ? { updatedAt: now } : {}),
        } as never)
        .returning({ id: table.id }),
    );
    const id = (created as { id: number } | undefined)?.id;
    const row = id === undefined ? undefined : await readOne(ctx, id);
    if (!row) throw new Error(`${resource.name} not stored`);
    return row;
  };

  /** The search body: `search` text in any searchable column, other fields as equal column values. */
  const searchWhere = (body: Values): SQL | undefined => {
    const { search, ...filters } = body;
    const text = typeof search === 'string' ? search.trim() : '';
    const searchable = resource.columns
      .filter((column: { searchable?: boolean }) => column.searchable)
      .map((column: { field: string }) => columns[keyOf.get(column.field) ?? ''])
      .filter((column: PgColumn | undefined): column is PgColumn => column !== undefined);
    const textWhere = text ? or(...searchable.map((column) => ilike(column, likePattern(text)))) : undefined;
    const filterWhere = Object.entries(byColumn(filters)).map(([key, value]) =>
      eq(columns[key] as PgColumn, value),
    );
    return and(textWhere, ...filterWhere);
  };

  return {
    async list(ctx) {
      await checkParent(ctx);
      return read(ctx, mine(ctx));
    },
    async get(ctx, id) {
      await checkParent(ctx);
      return readOne(ctx, id);
    },

    async create(ctx, body) {
      await checkParent(ctx);
      await hooks.beforeWrite?.(ctx, body);
      const created = await insertRow(ctx, await (options.insert?.(body, ctx) ?? byColumn(body as Values)));
      await hooks.afterCreate?.(ctx, created);
      return created;
    },

    async update(ctx, id, body) {
      await checkParent(ctx);
      if (!(await readOne(ctx, id))) return undefined;
      await hooks.beforeWrite?.(ctx, body, id);
      const values = await (options.changes?.(body, ctx) ?? byColumn(body as Values));
      await write(() =>
        ctx.deps.db
          .update(table)
          .set({ ...values, ...(has('updatedAt') ? { updatedAt: ctx.deps.clock.now() } : {}) } as never)
          .where(mine(ctx, eq(table.id, id))),
      );
      await hooks.afterUpdate?.(ctx, id, body);
      return readOne(ctx, id);
    },

    async delete(ctx, id) {
      await checkParent(ctx);
      const deleted = await ctx.deps.db
        .delete(table)
        .where(mine(ctx, eq(table.id, id)))
        .returning({ id: table.id });
      if (deleted.length === 0) return false;
      await hooks.afterDelete?.(ctx, id);
      return true;
    },

    async search(ctx, body) {
      await checkParent(ctx);
      return read(ctx, mine(ctx, searchWhere((body ?? {}) as Values)));
    },

    async clone(ctx, id) {
      await checkParent(ctx);
      const [row] = (await ctx.deps.db
        .select()
        .from(table as never)
        .where(mine(ctx, eq(table.id, id)))) as Values[];
      if (!row) return undefined;
      const { id: _id, accountId: _account, createdAt: _created, updatedAt: _updated, ...values } = row;
      return insertRow(ctx, options.copy ? options.copy(values) : values);
    },
  };
}
