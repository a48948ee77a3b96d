/**
 * The call centre's wallboard of a queue, read once or followed as server-sent events
 * (call-center/stream.ts). Another account's queue, or a missing one, is 404 for both.
 */
import { endpoints as ep } from '@switchboard/contract';
import { streamSSE } from 'hono/streaming';
import { followWallboard, watchAccount } from '../call-center/stream.js';
import { wallboardOf } from '../call-center/wallboard.js';
import type { Deps } from '../deps.js';
import { contractRoutes } from '../lib/contract-routes.js';
import { notFound } from '../lib/http-error.js';
import { idParam } from '../lib/params.js';
import type { AppParts } from '../route-modules.js';

export default function wallboardRoutes(deps: Deps, parts: AppParts) {
  return contractRoutes(deps)
    .on(ep.wallboard, async (c) => {
      const board = await wallboardOf(deps, c.get('session').accountId, idParam(c));
      if (!board) throw notFound();
      return c.json(board);
    })
    .on(ep.wallboardStream, async (c) => {
      const { accountId } = c.get('session');
      const queueId = idParam(c);
      const watch = watchAccount(parts.callEvents, accountId);
      const read = () => wallboardOf(deps, accountId, queueId);
      const first = await read().catch((error: unknown) => {
        watch.stop();
        throw error;
      });
      if (!first) {
        watch.stop();
        throw notFound();
      }
      return streamSSE(c, (stream) => followWallboard(stream, first, read, watch, deps.log));
    }).app;
}
