/**
 * The wallboard behind a load balancer: two API processes (src/main.ts) on one PostgreSQL schema
 * and one Redis. A call event posted to one instance reaches a wallboard stream open on the other
 * (Redis pub/sub, call-center/redis-bus.ts), and SIGTERM ends open streams so the drain does not
 * wait on them: the process exits 0 with a stream open. Waits on what the processes answer or
 * print, never on a fixed time.
 */
import { buildPath, endpoints as ep } from '@switchboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './http.js';
import { type Instance, type InstancePair, startPair } from './instance-process.js';
import { openStream } from './support/sse.js';

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
const ready = Boolean(postgres && redis);

describe.skipIf(!ready)(
  `the wallboard across two API instances${ready ? '' : ' (skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL, the postgres project)'}`,
  () => {
    let pair: InstancePair;
    let one: Instance;
    let two: Instance;
    let token: string;
    let key: string;
    let queueId: number;

    beforeAll(async () => {
      // The demo the first instance seeds has the Support queue.
      pair = await startPair(postgres as string, redis as string, 'wallboard');
      ({ one, two, token } = pair);
      const call = client(one.url);
      key = (await call(ep.createApiKey, { token, body: { name: 'Switch', scopes: ['calls:events'] } })).body
        .api_key;
      const queues = (await call(ep.listQueues, { token })).body as { id: number; name: string }[];
      queueId = queues.find((q) => q.name === 'Support')?.id as number;
    }, 120_000);

    afterAll(() => pair?.close());

    it('a stream open on one instance shows an event posted to the other', async () => {
      const path = buildPath(ep.wallboardStream.path, { id: queueId });
      const stream = await openStream(two.url + path, token);
      expect(stream.status).toBe(200);
      const first = await stream.until(() => true);
      expect(first.queue.name).toBe('Support');
      const callId = `two-instances-${Date.now()}`;
      const at = new Date().toISOString();
      const post = client(one.url);
      const started = await post(ep.postCallEvent, {
        token: key,
        body: { call_id: callId, seq: 1, kind: 'started', at, calling_number: '447900000042' },
      });
      expect(started.status).toBe(200);
      await post(ep.postCallEvent, {
        token: key,
        body: { call_id: callId, seq: 2, kind: 'queued', at, detail: 'Support' },
      });
      const seen = await stream.until((b) => b.waiting.some((w) => w.call_id === callId));
      expect(seen.waiting.find((w) => w.call_id === callId)?.caller).toBe('447900000042');
      stream.close();
    });

    it('on SIGTERM ends the open streams and exits 0 instead of waiting on them', async () => {
      const path = buildPath(ep.wallboardStream.path, { id: queueId });
      const stream = await openStream(two.url + path, token);
      await stream.until(() => true);
      two.process.kill('SIGTERM');
      await stream.ended();
      expect(await two.exited).toBe(0);
    });
  },
);
