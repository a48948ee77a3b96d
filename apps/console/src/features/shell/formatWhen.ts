import type { IntlShape } from 'react-intl';

/** A table's date and time, short enough for a column: '11/21/26, 5:08 PM' in English. */
export function formatWhen(intl: IntlShape, value: unknown): string {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return '';
  return intl.formatDate(value, { dateStyle: 'short', timeStyle: 'short' });
}
