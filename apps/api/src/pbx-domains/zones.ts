/**
 * The zones a timeslot without its own is read in (spec §2 time zones): the zone of the domain the
 * call concerns — the first other domain whose number pattern matches the account's side of the
 * call, else the default domain — then the account's PBX zone, then UTC (`timeslotZone`).
 */
import { compileRegexp, type ZoneFallbacks } from '@switchboard/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { pbxDomains, pbxSettings } from '../db/schema.js';

/** `number`: the account's side of the call (the number called in, the caller going out); none: no domain. */
export async function timeslotZones(
  db: Database,
  accountId: number,
  number?: string,
): Promise<ZoneFallbacks> {
  const [[settings], domains] = await Promise.all([
    db
      .select({ timezone: pbxSettings.timezone })
      .from(pbxSettings)
      .where(eq(pbxSettings.accountId, accountId)),
    number === undefined
      ? Promise.resolve([])
      : db
          .select({
            pattern: pbxDomains.numberPattern,
            timezone: pbxDomains.timezone,
            isDefault: pbxDomains.isDefault,
          })
          .from(pbxDomains)
          .where(eq(pbxDomains.accountId, accountId))
          .orderBy(asc(pbxDomains.id)),
  ]);
  const concerned =
    number === undefined
      ? undefined
      : (domains.find((d) => !d.isDefault && d.pattern !== '' && compileRegexp(d.pattern)(number)) ??
        domains.find((d) => d.isDefault));
  return { domain: concerned?.timezone ?? null, account: settings?.timezone ?? null };
}
