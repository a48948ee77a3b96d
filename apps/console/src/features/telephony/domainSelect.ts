import { resourceQueries } from '@switchboard/api-client';
import { type PbxDomain, pbxDomainResource } from '@switchboard/contract';
import { defineMessages } from 'react-intl';
import type { ResourceSelect } from '../resource/SelectField';

export const domainSelectMessages = defineMessages({
  domain: { id: 'xpbx.domainSelect.label', defaultMessage: 'Domain' },
  defaultDomain: { id: 'xpbx.domainSelect.default', defaultMessage: 'Default domain' },
});

/**
 * The domain a user or an extension belongs to (spec §3 `domain`), in their dialogs; the 'Default
 * domain' entry sends null, which the API reads as the account's default domain.
 */
export const domainSelect: ResourceSelect<{ domain_id: number }, PbxDomain> = {
  query: (_q, _record, api) => resourceQueries(api, pbxDomainResource).list(),
  option: (domain) => ({ value: domain.id, label: domain.domain }),
  placeholder: domainSelectMessages.defaultDomain,
  searchable: true,
};
