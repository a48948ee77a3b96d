/** GET /admin/timezones: a 'Select timezone' entry (spec §7), then every IANA zone sorted by name. */
import { TIMEZONE_PLACEHOLDER, type Timezone } from '@switchboard/contract';

/** `GMT+05:30` → `+05:30`; `GMT` → `+00:00`. */
function offsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** The placeholder entry (offset '': it names no zone; sending it clears the time zone). */
export const timezonePlaceholder: Timezone = { name: TIMEZONE_PLACEHOLDER, offset: '' };

/** The placeholder, then every zone the runtime knows (plus UTC, which the list leaves out), by name. */
export function timezoneList(at: Date): Timezone[] {
  const names = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return [timezonePlaceholder, ...names.map((name) => ({ name, offset: offsetOf(name, at) }))];
}
