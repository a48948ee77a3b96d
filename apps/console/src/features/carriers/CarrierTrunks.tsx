import { type CarrierTrunk, carrierTrunkResource } from '@switchboard/contract';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { enumLabels } from '#features/i18n/enumLabels';
import { ResourcePage } from '../resource/ResourcePage';
import { AppLink } from '../shell/links';
import { loadTrunkForm } from './formLoaders';
import { trunksMessages as m } from './trunks.messages';

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: {
    name: m.name,
    host: m.host,
    port: m.port,
    channels: m.channels,
    priority: m.priority,
    service: m.service,
    trunk_type: m.trunkType,
  },
  values: { trunk_type: enumLabels.TRUNK_TYPES },
};

/** The Trunks tab: the carrier's trunks; each name opens the trunk with its rules. */
export function CarrierTrunks({ carrierId }: { carrierId: number }) {
  const intl = useIntl();
  const scope = useMemo(() => ({ carrierId }), [carrierId]);
  const renderName = useCallback(
    (trunk: CarrierTrunk) => (
      <AppLink
        to="/xpbx/settings/carrier/$id/trunk/$trunkId"
        params={{ id: String(carrierId), trunkId: String(trunk.id) }}
        aria-label={intl.formatMessage(m.rules, { name: trunk.name })}
      >
        {trunk.name}
      </AppLink>
    ),
    [intl, carrierId],
  );
  return (
    <ResourcePage
      resource={carrierTrunkResource}
      scope={scope}
      messages={messages}
      form={loadTrunkForm}
      newLabel={m.add}
      headingLevel={2}
      renderName={renderName}
      exportFileName={`carrier-${carrierId}-trunks`}
    />
  );
}
