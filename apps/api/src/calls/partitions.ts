/**
 * call_records is partitioned by month of callstart (UTC, decision 0018): before legs are
 * inserted, the months they fall in get their partition (migration 0019's
 * `ensure_call_records_partition`, which makes a missing one and tolerates a concurrent maker).
 * Asked once per month of a batch, in the batch's transaction; no cache in the process, since a
 * rolled-back transaction takes its new partition with it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export async function ensurePartitions(db: Pick<Database, 'execute'>, times: readonly Date[]): Promise<void> {
  const months = new Map<string, Date>();
  for (const time of times) months.set(time.toISOString().slice(0, 7), time);
  for (const time of months.values()) {
    await db.execute(sql`select ensure_call_records_partition(${time.toISOString()}::timestamptz)`);
  }
}
