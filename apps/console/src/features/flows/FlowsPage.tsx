import { type Flow, flowResource } from '@switchboard/contract';
import type { DataTableColumn } from '@switchboard/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ResourcePage } from '../resource/ResourcePage';
import { AppLink } from '../shell/links';
import { flowsMessages as m } from './flows.messages';
import { useFlowTypeLabel } from './flowTypeLabel';
import { loadFlowForm } from './formLoaders';

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { name: m.name, flow_type: m.flowType, client_number: m.clientNumber, is_active: m.isActive },
};

/** /xpbx/settings/flows (spec §2): the account's flows; each name opens its page. */
export function FlowsPage() {
  const intl = useIntl();
  const typeLabel = useFlowTypeLabel();
  const renderName = useCallback(
    (flow: Flow) => (
      <AppLink
        to="/xpbx/settings/flow/$id"
        params={{ id: String(flow.id) }}
        aria-label={intl.formatMessage(m.open, { name: flow.name })}
      >
        {flow.name}
      </AppLink>
    ),
    [intl],
  );
  const columns = useCallback(
    (derived: DataTableColumn<Flow>[]) =>
      derived.map((column) =>
        column.id === 'flow_type'
          ? {
              ...column,
              cell: (flow: Flow) => typeLabel(flow.flow_type),
              exportValue: (flow: Flow) => typeLabel(flow.flow_type),
            }
          : column,
      ),
    [typeLabel],
  );
  return (
    <ResourcePage
      resource={flowResource}
      messages={messages}
      form={loadFlowForm}
      newLabel={m.add}
      renderName={renderName}
      columns={columns}
      exportFileName="flows"
    />
  );
}
