import { formatRate } from '@switchboard/contract';
import type { IntlShape } from 'react-intl';

/**
 * Micro-units as money in `currency`, formatted by formatjs. Intl formats the exact decimal text
 * (no float on the way); up to four decimals show, since per-call costs are often below a cent.
 */
export function formatMicros(intl: IntlShape, micros: number, currency: string): string {
  return intl.formatNumber(formatRate(micros) as unknown as number, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
}

/** Seconds as '2 min 40 sec' in the reader's language (formatjs units). */
export function formatDuration(intl: IntlShape, seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const unit = (value: number, name: 'minute' | 'second') =>
    intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short' });
  if (minutes === 0) return unit(rest, 'second');
  return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}
