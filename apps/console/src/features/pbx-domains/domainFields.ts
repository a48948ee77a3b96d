/**
 * What the domain dialog and the create-domain page share: the values, the body and the zone
 * select. No RE2 here: the dialog's form installs it (decision 0012), and the page loads it after
 * its first paint, so neither list nor page carries the engine in its first load.
 */
import type { PbxDomain, Timezone } from '@switchboard/contract';
import type { ResourceSelect } from '../resource/SelectField';
import { pbxDomainsMessages as m } from './pbxDomains.messages';
import { zoneOption } from './zones';

export type DomainValues = {
  domain: string;
  number_pattern: string;
  timezone: string | null;
};

/** The zone the domain's timeslots are read in; none: the account's. */
export const domainZoneSelect: ResourceSelect<PbxDomain, Timezone> = {
  query: (q) => q.timezones(),
  option: zoneOption,
  placeholder: m.accountZone,
  searchable: true,
  current: (domain) => domain.timezone,
};

export const domainBody = (values: DomainValues) => ({
  domain: values.domain.trim(),
  number_pattern: values.number_pattern,
  timezone: values.timezone,
});

/** A form's values for `domain`, or empty ones for a new domain. */
export const domainValues = (domain: PbxDomain | null): DomainValues => ({
  domain: domain?.domain ?? '',
  number_pattern: domain?.number_pattern ?? '',
  timezone: domain?.timezone ?? null,
});
