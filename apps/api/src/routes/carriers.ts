/**
 * Carriers, their trunks and the trunks' rules, registered from their resource declarations, and
 * 'Test rule'. Trunks live under a carrier and rules under a trunk of that carrier: a parent that
 * is not the caller's (or a trunk of another carrier) answers 404 like a missing one. The carrier's
 * password is stored for the switch and never answered.
 */
import {
  carrierResource,
  carrierTrunkResource,
  endpoints as ep,
  type RuleTestResult,
  trunkRuleResource,
} from '@switchboard/contract';
import { eq } from 'drizzle-orm';
import { carriers, carrierTrunks, timeslots, trunkRules } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { checkOwned } from '../lib/owned.js';
import { idParam } from '../lib/params.js';
import { seal } from '../lib/sealed.js';
import { forgetDeck } from '../rating/decks.js';
import { drizzleStore } from '../resources/drizzle-store.js';
import { registerResource } from '../resources/register.js';
import { accountTimeslotJudge } from '../routing/timeslot-judge.js';
import { ownsCarrier, ownsTrunk } from '../telephony/owners.js';
import { toCarrier, toCarrierTrunk, toTrunkRule } from '../telephony/serialize.js';
import { appliedRules, trunkRulesOf } from '../telephony/trunk-rules.js';

/** Trimmed text, or undefined when left out. */
const trimmed = (value: string | undefined) => (value === undefined ? undefined : value.trim());

export default function carrierRoutes(deps: Deps) {
  const sealed = (password: string) => seal(deps.config.jwtSecret, 'carrier-password', password);
  const carrierStore = drizzleStore({
    resource: carrierResource,
    table: carriers,
    serialize: toCarrier,
    insert: (input) => ({
      carrierName: input.carrier_name.trim(),
      timezone: input.timezone ?? null,
      isActive: input.is_active !== 0,
      currency: input.currency ?? 'EUR',
      username: input.username?.trim() ?? '',
      password: input.password ? sealed(input.password) : null,
      description: input.description?.trim() ?? '',
      didSupplier: input.did_supplier === 1,
      smsSupplier: input.sms_supplier === 1,
      voiceSupplier: input.voice_supplier !== 0,
    }),
    // An empty or left-out password keeps the stored one (it is never sent back to be re-sent).
    changes: (input) => {
      const { password, ...rest } = input;
      return {
        ...(rest.carrier_name !== undefined ? { carrierName: rest.carrier_name.trim() } : {}),
        ...(rest.timezone !== undefined ? { timezone: rest.timezone } : {}),
        ...(rest.is_active !== undefined ? { isActive: rest.is_active === 1 } : {}),
        ...(rest.currency !== undefined ? { currency: rest.currency } : {}),
        ...(rest.username !== undefined ? { username: trimmed(rest.username) } : {}),
        ...(password ? { password: sealed(password) } : {}),
        ...(rest.description !== undefined ? { description: trimmed(rest.description) } : {}),
        ...(rest.did_supplier !== undefined ? { didSupplier: rest.did_supplier === 1 } : {}),
        ...(rest.sms_supplier !== undefined ? { smsSupplier: rest.sms_supplier === 1 } : {}),
        ...(rest.voice_supplier !== undefined ? { voiceSupplier: rest.voice_supplier === 1 } : {}),
      };
    },
    hooks: {
      afterDelete: async (ctx, id) => forgetDeck(ctx.deps.db, ctx.accountId, id),
    },
  });

  const trunkStore = drizzleStore({
    resource: carrierTrunkResource,
    table: carrierTrunks,
    serialize: toCarrierTrunk,
    scoped: (ctx) => ({
      where: eq(carrierTrunks.carrierId, ctx.scope.carrierId ?? 0),
      values: { carrierId: ctx.scope.carrierId },
    }),
    parentExists: (ctx) => ownsCarrier(ctx.deps, ctx.accountId, ctx.scope.carrierId),
    insert: (input) => ({
      name: input.name.trim(),
      channels: input.channels,
      codecs: [...new Set(input.codecs ?? [])],
      host: input.host.trim(),
      port: input.port ?? 5060,
      priority: input.priority ?? 0,
      service: input.service ?? 'VoIP',
      trunkType: input.trunk_type,
    }),
    changes: (input) => ({
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.channels !== undefined ? { channels: input.channels } : {}),
      ...(input.codecs !== undefined ? { codecs: [...new Set(input.codecs)] } : {}),
      ...(input.host !== undefined ? { host: input.host.trim() } : {}),
      ...(input.port !== undefined ? { port: input.port } : {}),
      ...(input.priority !== undefined ? { priority: input.priority } : {}),
      ...(input.service !== undefined ? { service: input.service } : {}),
      ...(input.trunk_type !== undefined ? { trunkType: input.trunk_type } : {}),
    }),
  });

  const ruleStore = drizzleStore({
    resource: trunkRuleResource,
    table: trunkRules,
    serialize: toTrunkRule,
    scoped: (ctx) => ({
      where: eq(trunkRules.carrierTrunkId, ctx.scope.trunkId ?? 0),
      values: { carrierTrunkId: ctx.scope.trunkId },
    }),
    parentExists: (ctx) => ownsTrunk(ctx.deps, ctx.accountId, ctx.scope.carrierId, ctx.scope.trunkId),
    hooks: {
      beforeWrite: (ctx, body) => checkOwned(ctx, timeslots, body.timeslot_id, 'timeslot_id', 'Timeslot'),
    },
    insert: (input) => ({
      command: input.command,
      commandArg: input.command_arg?.trim() ?? '',
      timeslotId: input.timeslot_id ?? null,
      priority: input.priority ?? 0,
      direction: input.direction,
      pointStart: input.point_start ?? 0,
      pointEnd: input.point_end ?? 0,
      calledPrefix: input.called_prefix ?? '',
      callingPrefix: input.calling_prefix ?? '',
      isActive: input.is_active !== 0,
    }),
    changes: (input) => ({
      ...(input.command !== undefined ? { command: input.command } : {}),
      ...(input.command_arg !== undefined ? { commandArg: input.command_arg.trim() } : {}),
      ...(input.timeslot_id !== undefined ? { timeslotId: input.timeslot_id } : {}),
      ...(input.priority !== undefined ? { priority: input.priority } : {}),
      ...(input.direction !== undefined ? { direction: input.direction } : {}),
      ...(input.point_start !== undefined ? { pointStart: input.point_start } : {}),
      ...(input.point_end !== undefined ? { pointEnd: input.point_end } : {}),
      ...(input.called_prefix !== undefined ? { calledPrefix: input.called_prefix } : {}),
      ...(input.calling_prefix !== undefined ? { callingPrefix: input.calling_prefix } : {}),
      ...(input.is_active !== undefined ? { isActive: input.is_active === 1 } : {}),
    }),
  });

  const routes = contractRoutes(deps);
  registerResource(routes, deps, carrierResource, carrierStore);
  registerResource(routes, deps, carrierTrunkResource, trunkStore);
  registerResource(routes, deps, trunkRuleResource, ruleStore);

  return routes.on(ep.testTrunkRules, async (c, body) => {
    const { accountId } = c.get('session');
    const carrierId = idParam(c, 'carrierId');
    const trunkId = idParam(c, 'trunkId');
    if (!(await ownsTrunk(deps, accountId, carrierId, trunkId))) throw notFound();
    const rules = await trunkRulesOf(deps, accountId, trunkId);
    const numbers = {
      calling: body.calling_number,
      called: body.called_number,
      diversion: body.presentation_number ?? '',
    };
    const direction = body.direction ?? 'OUT';
    // Rules with a timeslot apply while it is open at the call's time (now unless given), read in
    // the zone of the account's side.
    const ours = direction === 'OUT' ? numbers.calling : numbers.called;
    const at = body.time ? new Date(body.time) : deps.clock.now();
    const judge = await accountTimeslotJudge(deps, accountId, at, ours);
    const answer: RuleTestResult = appliedRules(rules, numbers, direction, judge);
    return c.json(answer);
  }).app;
}
