import { type PbxDomain, pbxDomainResource } from '@switchboard/contract';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ResourcePage } from '../resource/ResourcePage';
import { pbxDomainsMessages as m, pbxDomainNamedMessages as n } from './pbxDomains.messages';

// The form (its time zone dropdown and the RE2 engine) loads with the dialog, not with the table.
const loadDomainForm = () => import('./domainForm').then((module) => module.domainForm);

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { domain: m.domain, number_pattern: m.numberPattern, timezone: m.timezone },
};

/**
 * /xpbx/settings/domains (spec §2, §3 Domains): the account's domains with their number patterns
 * and zones, edited in the dialog; new ones on /xpbx/settings/create-domain or with the dialog.
 */
export function DomainsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const nameOf = useCallback(
    (domain: PbxDomain) =>
      domain.is_default === 1 ? intl.formatMessage(n.isDefault, { domain: domain.domain }) : domain.domain,
    [intl],
  );
  return (
    <ResourcePage
      resource={pbxDomainResource}
      messages={messages}
      form={loadDomainForm}
      renderName={nameOf}
      exportFileName="domains"
      newLabel={m.add}
      onNew={() => void navigate({ to: '/xpbx/settings/create-domain' })}
    />
  );
}
