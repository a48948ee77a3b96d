/**
 * The call event bus over Redis pub/sub (REDIS_URL): one channel for every account, the message
 * `<instance>:<account id>`. A publish reaches this instance's listeners at once, without the
 * round trip, and goes to Redis for the others; each instance skips its own messages when they
 * come back. While Redis is down a stream still hears the events stored by its own instance, and
 * its heartbeat refresh (routes/wallboard.ts) catches up with the others'.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../lib/logger.js';
import { type CallEventBus, localListeners } from './bus.js';

export const CALL_EVENTS_CHANNEL = 'switchboard:call-events';

/**
 * `redis` publishes; a subscribing connection of its own is duplicated from it (a connection in
 * subscriber mode can send nothing else). `channel` lets tests keep to their own.
 */
export function redisBus(
  redis: Redis,
  log: Pick<Logger, 'error'>,
  channel = CALL_EVENTS_CHANNEL,
): CallEventBus & { ready: Promise<void> } {
  const local = localListeners();
  const instance = randomBytes(6).toString('hex');
  const subscriber = redis.duplicate();
  subscriber.on('error', () => {});
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const [origin, account] = message.split(':');
    const accountId = Number(account);
    if (origin !== instance && Number.isSafeInteger(accountId)) local.deliver(accountId);
  });
  const ready = subscriber.subscribe(channel).then(() => {});
  ready.catch((error: unknown) => log.error('Redis unreachable: wallboards hear this instance only', error));
  return {
    ready,
    publish(accountId) {
      local.deliver(accountId);
      redis.publish(channel, `${instance}:${accountId}`).catch(() => {
        // Redis down: the other instances' streams catch up on their heartbeat refresh.
      });
    },
    subscribe: local.subscribe,
    closing: local.closing,
    async close() {
      local.close();
      subscriber.disconnect();
    },
  };
}
