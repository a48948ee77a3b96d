import { formatEuro } from '@switchboard/contract';
import type { IntlShape } from 'react-intl';

/** Numbers, money and durations stay left to right inside Arabic text. */
export const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;

/** The same inside a message's text: Unicode's left-to-right isolate around it. */
export const isolatedLtr = (text: string) => `\u2066${text}\u2069`;

/** Seconds as m:ss (a 1 h 5 min call is 65:00), in the reader's digits. */
export function formatMinSec(intl: IntlShape, seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${intl.formatNumber(minutes)}:${intl.formatNumber(rest, { minimumIntegerDigits: 2 })}`;
}

/** Spec §9: money in euro, en-US style, whatever the reader's language. */
export const euro = (minor: number) => ltr(formatEuro(minor));

export const dateTime = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'medium' });
