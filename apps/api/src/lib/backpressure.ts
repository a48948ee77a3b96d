import { once } from 'node:events';
import type { PassThrough } from 'node:stream';

/** Waits while the client has not taken what was written (a streamed export reads its next batch only then). */
export async function drained(out: PassThrough): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) await Promise.race([once(out, 'drain'), once(out, 'close')]);
}
