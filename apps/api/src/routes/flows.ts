/**
 * Call flows and their versions (spec §4: create, clone, activate, update, delete; exactly one
 * active), registered from their resource declarations, and beside them activate, restore, diff and
 * the call simulator. Versions live under a flow: another account's flow answers 404 on every
 * version path.
 *
 * Decisions: a version goes live only when `validateFlow` finds nothing and every id it names is
 * the account's (422 `FlowActivationRefused` otherwise); the active version's graph and settings
 * may be edited only into a version that would still activate, so live calls never take a broken
 * path; the active version cannot be deleted (activate another first); deleting a flow takes its
 * versions.
 */
import {
  defaultFlowSettings,
  diffFlowVersions,
  endpoints as ep,
  type FlowActivationRefused,
  type FlowGraph,
  type FlowIssue,
  type FlowSettings,
  type FlowSettingsBody,
  flowResource,
  flowVersionResource,
  newFlowGraph,
  simulateCall,
  validateFlow,
} from '@switchboard/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env.js';
import { flows, flowVersions } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { foreignReferences } from '../flows/references.js';
import { toFlow, toFlowVersion } from '../flows/serialize.js';
import { simulationContext } from '../flows/simulation-context.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { invalid, notFound } from '../lib/http-error.js';
import { checkOwned, owns } from '../lib/owned.js';
import { idParam } from '../lib/params.js';
import { checkSoundFile } from '../queues/references.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import type { StoreContext } from '../resources/store.js';

const NAME_MAX = 200;
const named = (name: string) => name.trim().slice(0, NAME_MAX);

/** Stored settings: the defaults, then what the body gives (a left-out music on hold: the default). */
const settingsOf = (
  body: FlowSettingsBody | undefined,
  base: FlowSettings = defaultFlowSettings(),
): FlowSettings => (body ? { ...base, ...body, moh_sound_file_id: body.moh_sound_file_id ?? null } : base);

/** 422 with every issue: `errors.graph` for forms, `issues` for the canvas. */
function refused(issues: FlowIssue[]): HTTPException {
  const body: FlowActivationRefused = {
    message: `This version cannot be activated: ${issues[0]?.message ?? ''}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`,
    errors: { graph: issues.map((issue) => issue.message) },
    issues,
  };
  return new HTTPException(422, { message: body.message, res: Response.json(body, { status: 422 }) });
}

/** Refuses a graph and settings that could not go live. */
async function checkLive(ctx: StoreContext, graph: FlowGraph, settings: FlowSettings) {
  const issues = [
    ...validateFlow(graph),
    ...(await foreignReferences(ctx.deps, ctx.accountId, graph, settings)),
  ];
  if (issues.length > 0) throw refused(issues);
}

export default function flowRoutes(deps: Deps) {
  const flowRows = drizzleStore({
    resource: flowResource,
    table: flows,
    serialize: (row: typeof flows.$inferSelect) => toFlow(row, null),
    // The list shows which version is live.
    read: async (ctx, where) => {
      const rows = await ctx.deps.db
        .select({ flow: flows, active: flowVersions.id })
        .from(flows)
        .leftJoin(flowVersions, and(eq(flowVersions.flowId, flows.id), eq(flowVersions.isActive, true)))
        .where(where)
        .orderBy(asc(flows.id));
      return rows.map((row) => toFlow(row.flow, row.active));
    },
    insert: (input) => ({
      name: input.name.trim(),
      flowType: input.flow_type,
      clientNumber: input.client_number ?? '',
      isActive: input.is_active !== 0,
    }),
    copy: (values) => ({ ...values, name: named(`Copy of ${values.name}`), isActive: false }),
    changes: (input) => ({
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.flow_type !== undefined ? { flowType: input.flow_type } : {}),
      ...(input.client_number !== undefined ? { clientNumber: input.client_number } : {}),
      ...(input.is_active !== undefined ? { isActive: input.is_active === 1 } : {}),
    }),
  });
  // A flow's copy takes its versions along, in one transaction; it starts inactive, since two live
  // flows would answer the same number.
  const flowStore: typeof flowRows = {
    ...flowRows,
    clone: (ctx, id) =>
      deps.db.transaction(async (tx) => {
        const txCtx = { ...ctx, deps: { ...ctx.deps, db: tx } };
        const copy = await flowRows.clone?.(txCtx, id);
        if (!copy) return undefined;
        const versions = await tx
          .select()
          .from(flowVersions)
          .where(and(eq(flowVersions.flowId, id), eq(flowVersions.accountId, ctx.accountId)))
          .orderBy(asc(flowVersions.id));
        const now = deps.clock.now();
        if (versions.length > 0) {
          await tx.insert(flowVersions).values(
            versions.map(({ name, description, isActive, settings, graph }) => ({
              accountId: ctx.accountId,
              flowId: copy.id,
              name,
              description,
              isActive,
              settings,
              graph,
              createdAt: now,
              updatedAt: now,
            })),
          );
        }
        return (await flowRows.get(txCtx, copy.id)) ?? copy;
      }),
  };

  const inFlow = (ctx: StoreContext) => eq(flowVersions.flowId, ctx.scope.flowId ?? 0);
  /** The version `id` of the scope's flow in the caller's account. */
  const versionRow = async (ctx: StoreContext, id: number) => {
    const [row] = await ctx.deps.db
      .select()
      .from(flowVersions)
      .where(and(eq(flowVersions.id, id), eq(flowVersions.accountId, ctx.accountId), inFlow(ctx)));
    return row;
  };
  const ownsFlow = (ctx: StoreContext) => owns(ctx.deps, flows, ctx.accountId, ctx.scope.flowId);

  const baseVersionStore = drizzleStore({
    resource: flowVersionResource,
    table: flowVersions,
    serialize: toFlowVersion,
    scoped: (ctx) => ({ where: inFlow(ctx), values: { flowId: ctx.scope.flowId } }),
    parentExists: ownsFlow,
    insert: (input) => ({
      name: input.name.trim(),
      description: input.description?.trim() ?? '',
      isActive: false,
      settings: settingsOf(input.settings),
      graph: input.graph ?? newFlowGraph(),
    }),
    changes: (input) => ({
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.description !== undefined ? { description: input.description.trim() } : {}),
      ...(input.settings !== undefined ? { settings: settingsOf(input.settings) } : {}),
      ...(input.graph !== undefined ? { graph: input.graph } : {}),
    }),
    copy: (values) => ({ ...values, name: named(`Copy of ${values.name}`), isActive: false }),
    hooks: {
      beforeWrite: async (ctx, body, id) => {
        await checkSoundFile(ctx, body.settings?.moh_sound_file_id, 'settings.moh_sound_file_id', 'moh');
        const row = id === undefined ? undefined : await versionRow(ctx, id);
        if (!row?.isActive || (body.graph === undefined && body.settings === undefined)) return;
        await checkLive(
          ctx,
          body.graph ?? row.graph,
          body.settings ? settingsOf(body.settings) : row.settings,
        );
      },
    },
  });
  const versionStore = {
    ...baseVersionStore,
    async delete(ctx: StoreContext, id: number) {
      const row = await versionRow(ctx, id);
      if (row?.isActive) {
        throw invalid('is_active', 'The active version cannot be deleted: activate another version first.');
      }
      return baseVersionStore.delete(ctx, id);
    },
  };

  const routes = contractRoutes(deps);
  registerResource(routes, deps, flowResource, flowStore);
  registerResource(routes, deps, flowVersionResource, versionStore);

  const scopeOf = (c: Context<AppEnv>): StoreContext => ({
    deps,
    accountId: c.get('session').accountId,
    scope: { flowId: idParam(c, 'flowId') },
  });
  /** The version `id` of the path's flow, or 404 (a flow of another account included). */
  const found = async (ctx: StoreContext, id: number) => {
    if (!(await ownsFlow(ctx))) throw notFound();
    const row = await versionRow(ctx, id);
    if (!row) throw notFound();
    return row;
  };
  /**
   * The version a body names in `field`: one of the path's flow's, else 422 on the field. Check the
   * path's flow first: another account's flow is a 404 whatever the body names.
   */
  const bodyVersion = async (ctx: StoreContext, id: number, field: string) => {
    await checkOwned(ctx, flowVersions, id, field, 'Version', inFlow(ctx));
    return found(ctx, id);
  };

  return routes
    .on(ep.activateFlowVersion, async (c) => {
      const ctx = scopeOf(c);
      const row = await found(ctx, idParam(c));
      await checkLive(ctx, row.graph, row.settings);
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        await tx
          .update(flowVersions)
          .set({ isActive: false, updatedAt: now })
          .where(
            and(
              eq(flowVersions.flowId, row.flowId),
              eq(flowVersions.isActive, true),
              ne(flowVersions.id, row.id),
            ),
          );
        await tx
          .update(flowVersions)
          .set({ isActive: true, updatedAt: now })
          .where(eq(flowVersions.id, row.id));
      });
      return c.json(toFlowVersion((await versionRow(ctx, row.id)) ?? row));
    })
    .on(ep.restoreFlowVersion, async (c) => {
      const ctx = scopeOf(c);
      const row = await found(ctx, idParam(c));
      const now = deps.clock.now();
      const [created] = await deps.db
        .insert(flowVersions)
        .values({
          accountId: ctx.accountId,
          flowId: row.flowId,
          name: named(`${row.name} (restored)`),
          description: `Restored from "${row.name}" of ${row.createdAt.toISOString().slice(0, 10)}.`,
          isActive: false,
          settings: row.settings,
          graph: row.graph,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('FlowVersion not stored');
      return c.json(toFlowVersion(created), 201);
    })
    .on(ep.diffFlowVersions, async (c, body) => {
      const ctx = scopeOf(c);
      if (!(await ownsFlow(ctx))) throw notFound();
      const from = toFlowVersion(await bodyVersion(ctx, body.from_version_id, 'from_version_id'));
      const to = toFlowVersion(await bodyVersion(ctx, body.to_version_id, 'to_version_id'));
      return c.json(diffFlowVersions(from, to));
    })
    .on(ep.simulateFlowCall, async (c, body) => {
      const ctx = scopeOf(c);
      if (!(await ownsFlow(ctx))) throw notFound();
      const row =
        body.version_id !== undefined
          ? await bodyVersion(ctx, body.version_id, 'version_id')
          : (
              await deps.db
                .select()
                .from(flowVersions)
                .where(
                  and(
                    inFlow(ctx),
                    eq(flowVersions.accountId, ctx.accountId),
                    eq(flowVersions.isActive, true),
                  ),
                )
            )[0];
      if (!row) throw invalid('version_id', 'The flow has no active version: choose a version to simulate.');
      const [flow] = await deps.db
        .select({ clientNumber: flows.clientNumber })
        .from(flows)
        .where(and(eq(flows.id, row.flowId), eq(flows.accountId, ctx.accountId)));
      const context = await simulationContext(deps, ctx.accountId, row.graph, flow?.clientNumber);
      const at = body.at ? new Date(body.at) : deps.clock.now();
      const result = simulateCall(
        row.graph,
        { callingNumber: body.calling_number, at, keys: body.keys ?? '', answered: body.answered !== 0 },
        context,
      );
      return c.json({ version: { id: row.id, name: row.name }, ...result });
    }).app;
}
