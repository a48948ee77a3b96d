import { define, type Struct } from 'superstruct';
import { fieldLabel } from './field-label.js';
import { messages } from './messages.js';

/** PostgreSQL `integer`, the type of every id and whole-number column. */
export const PG_INTEGER = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/**
 * A whole number within [min, max] (by default what a PostgreSQL `integer` holds): 1.5, 99999999999
 * and 1e308 read 'Enter valid {Field}' instead of reaching the database.
 */
export function integerIn(min: number = PG_INTEGER.min, max: number = PG_INTEGER.max): Struct<number, null> {
  return define<number>('integer', (value, context) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? true
      : messages.enterValid(fieldLabel(String(context.path.at(-1) ?? 'value'))),
  );
}
