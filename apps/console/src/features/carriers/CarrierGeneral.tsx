import { type Carrier, carrierResource } from '@switchboard/contract';
import { Badge } from '@switchboard/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ResourceGeneral } from '../resource/ResourceGeneral';
import { carriersMessages as m } from './carriers.messages';
import { loadCarrierForm } from './formLoaders';

/** The General tab: the carrier's fields (its password only as saved or not) and 'Edit carrier'. */
export function CarrierGeneral({ carrier }: { carrier: Carrier }) {
  const intl = useIntl();
  const yesNo = (flag: number) => intl.formatMessage(flag === 1 ? m.yes : m.no);
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(m.name), carrier.carrier_name],
    [intl.formatMessage(m.timezone), carrier.timezone ?? '—'],
    [
      intl.formatMessage(m.isActive),
      <Badge key="active" kind={carrier.is_active === 1 ? 'active' : 'inactive'} />,
    ],
    [intl.formatMessage(m.currency), carrier.currency],
    [intl.formatMessage(m.username), carrier.username || '—'],
    [
      intl.formatMessage(m.password),
      intl.formatMessage(carrier.has_password ? m.passwordSaved : m.passwordNone),
    ],
    [intl.formatMessage(m.carrierDescription), carrier.description || '—'],
    [intl.formatMessage(m.voiceSupplier), yesNo(carrier.voice_supplier)],
    [intl.formatMessage(m.didSupplier), yesNo(carrier.did_supplier)],
    [intl.formatMessage(m.smsSupplier), yesNo(carrier.sms_supplier)],
  ];
  return (
    <ResourceGeneral
      resource={carrierResource}
      record={carrier}
      form={loadCarrierForm}
      editTitle={m.editTitle}
      label={intl.formatMessage(m.tabGeneral)}
      rows={rows}
    />
  );
}
