import { installRe2, type PbxDomain, type pbxDomainResource } from '@switchboard/contract';
import type { ResourceForm } from '../resource/ResourceDialog';
import type { ResourceSelect } from '../resource/SelectField';
import { type DomainValues, domainBody, domainValues, domainZoneSelect } from './domainFields';
import { pbxDomainsMessages as m } from './pbxDomains.messages';

// The bodies check patterns with RE2 (decision 0012): the engine comes with the form, not the list.
installRe2();

/** 'Add domain' / 'Edit domain': host, number pattern and time zone; a host must not repeat. */
export const domainForm: ResourceForm<typeof pbxDomainResource, DomainValues> = {
  createTitle: m.createTitle,
  editTitle: m.editTitle,
  unique: ['domain'],
  fields: [
    { name: 'domain', label: m.domain, ltr: true, requiredOnCreate: true, hint: m.domainHint },
    { name: 'number_pattern', label: m.numberPattern, ltr: true, hint: m.numberPatternHint },
    { name: 'timezone', label: m.timezone, select: domainZoneSelect as ResourceSelect<PbxDomain> },
  ],
  initialValues: domainValues,
  createBody: domainBody,
  updateBody: domainBody,
};
