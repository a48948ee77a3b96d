/**
 * Two API processes on one PostgreSQL schema, as behind a load balancer, each keeping the
 * account's routing configuration in its own cache (routing/account-cache.ts): a switch asking
 * either gets the same decision, and a change saved through one (a trunk rule, a blacklisted
 * number) reaches the other's decisions within a second (PostgreSQL notifications), never a fixed wait.
 */
import { endpoints as ep, type SwitchDecision } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './http.js';
import { type Instance, type InstancePair, startPair } from './instance-process.js';

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
const ready = Boolean(postgres && redis);

const CALL = { direction: 'outbound', calling_number: '101', called_number: '0000207946' } as const;

describe.skipIf(!ready)(
  `switch decisions on two API instances${ready ? '' : ' (skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL, the postgres project)'}`,
  () => {
    let pair: InstancePair;
    let one: Instance;
    let two: Instance;
    let token: string;
    let switchToken: string;

    beforeAll(async () => {
      pair = await startPair(postgres as string, redis as string, 'switch_instances');
      ({ one, two, token } = pair);
      const carrier = await client(one.url)(ep.createCarrier, {
        token,
        body: { carrier_name: 'Agreeing', currency: 'EUR' },
      });
      await client(one.url)(ep.createCarrierTrunk, {
        token,
        params: { carrierId: carrier.body.id },
        body: {
          name: 'Agreeing trunk',
          channels: 10,
          codecs: ['Alaw'],
          host: '192.0.2.10',
          priority: 0,
          trunk_type: 'Outgoing',
        },
      });
      await client(one.url)(ep.createOutboundRoute, {
        token,
        body: { b_regexp: '^0000207946$', priority: 0, carrier_id: carrier.body.id },
      });
      switchToken = (await client(one.url)(ep.rotateSwitchToken, { token, body: {} })).body.token;
    });

    afterAll(() => pair?.close());

    const decide = async (instance: Instance): Promise<SwitchDecision> => {
      const reply = await fetch(instance.url + ep.switchDecision.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${switchToken}` },
        body: JSON.stringify(CALL),
      });
      expect(reply.status).toBe(200);
      return (await reply.json()) as SwitchDecision;
    };

    /** Instance two's decision once it differs from `before`, asked again for at most a second. */
    const changedOnTwo = async (before: SwitchDecision) => {
      const since = performance.now();
      let decision = await decide(two);
      while (JSON.stringify(decision) === JSON.stringify(before) && performance.now() - since < 1000)
        decision = await decide(two);
      return decision;
    };

    it('answers the same decision from both, and a change saved on one from the other within a second', async () => {
      const first = await decide(one);
      // Both now hold the account's configuration in their caches.
      expect(await decide(two)).toEqual(first);
      expect(first).toMatchObject({
        result: 'carriers',
        targets: [{ trunk_name: 'Agreeing trunk', called_number: '0000207946' }],
      });
      if (first.result !== 'carriers') throw new Error('not routed to carriers');
      const target = first.targets[0];
      if (!target) throw new Error('no target');

      const rule = await client(one.url)(ep.createTrunkRule, {
        token,
        params: { carrierId: target.carrier_id, trunkId: target.trunk_id },
        body: {
          command: 'change_called',
          command_arg: '',
          direction: 'OUT',
          point_start: 0,
          point_end: 2,
          called_prefix: '00',
        },
      });
      expect(rule.status).toBe(201);
      const rewritten = await changedOnTwo(first);
      expect(rewritten).toMatchObject({ result: 'carriers', targets: [{ called_number: '00207946' }] });
      expect(await decide(one)).toEqual(rewritten);

      const listed = await client(two.url)(ep.createBlacklistEntry, {
        token,
        body: { number: '0000207946', description: 'Agreement', direction: 'outbound' },
      });
      expect(listed.status).toBe(201);
      // Saved through two this time: one hears it.
      const since = performance.now();
      let onOne = await decide(one);
      while (onOne.result !== 'refused' && performance.now() - since < 1000) onOne = await decide(one);
      expect(onOne).toMatchObject({ result: 'refused', reason: 'blacklisted' });
      expect(await decide(two)).toEqual(onOne);

      const removed = await client(one.url)(ep.deleteBlacklistEntry, {
        token,
        params: { id: listed.body.id },
      });
      expect(removed.status).toBe(200);
      expect(await changedOnTwo(onOne)).toEqual(rewritten);
    });

    it('refuses a replaced switch token on the other instance within a second', async () => {
      expect((await decide(two)).result).toBe('carriers');
      const old = switchToken;
      const replaced = await client(one.url)(ep.rotateSwitchToken, { token, body: {} });
      expect(replaced.status).toBe(201);
      const asked = (url: string, bearer: string) =>
        fetch(url + ep.switchDecision.path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
          body: JSON.stringify(CALL),
        }).then((reply) => reply.status);
      const since = performance.now();
      let status = await asked(two.url, old);
      while (status === 200 && performance.now() - since < 1000) status = await asked(two.url, old);
      expect(status).toBe(401);
      expect(await asked(two.url, replaced.body.token)).toBe(200);
    });
  },
);
