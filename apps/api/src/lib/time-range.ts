import { gte, lt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A filter's time range on `column`: from the start, to the end, where an end given as a date
 * includes its whole day (UTC).
 */
export function timeRange(
  column: PgColumn,
  { startTime, endTime }: { startTime?: string | null; endTime?: string | null },
): SQL[] {
  const conditions: SQL[] = [];
  if (startTime) conditions.push(gte(column, new Date(startTime)));
  if (endTime) {
    conditions.push(
      DATE_ONLY.test(endTime)
        ? lt(column, new Date(Date.parse(endTime) + DAY_MS))
        : lte(column, new Date(endTime)),
    );
  }
  return conditions;
}
