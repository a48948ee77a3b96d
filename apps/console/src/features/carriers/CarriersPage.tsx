import { type Carrier, carrierResource } from '@switchboard/contract';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ResourcePage } from '../resource/ResourcePage';
import { AppLink } from '../shell/links';
import { carriersMessages as m } from './carriers.messages';
import { loadCarrierForm } from './formLoaders';

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { carrier_name: m.name, timezone: m.timezone },
};

/** /xpbx/settings/carriers: the carriers (spec §3 columns carrier_name, timezone, is_active); each name opens its page. */
export function CarriersPage() {
  const intl = useIntl();
  const renderName = useCallback(
    (carrier: Carrier) => (
      <AppLink
        to="/xpbx/settings/carrier/$id"
        params={{ id: String(carrier.id) }}
        aria-label={intl.formatMessage(m.open, { name: carrier.carrier_name })}
      >
        {carrier.carrier_name}
      </AppLink>
    ),
    [intl],
  );
  return (
    <ResourcePage
      resource={carrierResource}
      messages={messages}
      form={loadCarrierForm}
      newLabel={m.add}
      renderName={renderName}
      exportFileName="carriers"
    />
  );
}
