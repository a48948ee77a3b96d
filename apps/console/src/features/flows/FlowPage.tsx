import { type Flow, flowResource } from '@switchboard/contract';
import { Badge } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { lazyNamed } from '#app/lazyNamed';
import { ResourceDetail } from '../resource/ResourceDetail';
import { ResourceGeneral } from '../resource/ResourceGeneral';
import { flowsMessages as m } from './flows.messages';
import type { FlowTab } from './flowTabs';
import { useFlowTypeLabel } from './flowTypeLabel';
import { loadFlowForm } from './formLoaders';

// Versions (its Compare dropdowns) and settings (its form's dropdowns) bring react-aria, which
// General does not need: each tab's code loads when the tab is first shown.
const FlowVersions = lazyNamed(() => import('./FlowVersions'), 'FlowVersions');
const FlowSettingsTab = lazyNamed(() => import('./FlowSettingsTab'), 'FlowSettingsTab');

/** The General tab: the flow's fields and 'Edit flow'. */
function FlowGeneral({ flow }: { flow: Flow }) {
  const intl = useIntl();
  const typeLabel = useFlowTypeLabel();
  const rows = [
    [intl.formatMessage(m.name), flow.name],
    [intl.formatMessage(m.flowType), typeLabel(flow.flow_type)],
    [
      intl.formatMessage(m.clientNumber),
      <span key="number" dir="ltr">
        {flow.client_number || '—'}
      </span>,
    ],
    [
      intl.formatMessage(m.isActive),
      <Badge key="active" kind={flow.is_active === 1 ? 'active' : 'inactive'} />,
    ],
  ] as const;
  return (
    <ResourceGeneral
      resource={flowResource}
      record={flow}
      form={loadFlowForm}
      editTitle={m.editTitle}
      label={intl.formatMessage(m.tabGeneral)}
      rows={rows}
    />
  );
}

/**
 * /xpbx/settings/flow/$id (spec §2): tabs General, Versions and flow settings under the breadcrumbs
 * Flows › the flow. The route's loader has ensured the flow and its versions.
 */
export function FlowPage({ id, tab }: { id: number; tab?: FlowTab | undefined }) {
  const intl = useIntl();
  return (
    <ResourceDetail
      resource={flowResource}
      id={id}
      breadcrumbs={[{ label: intl.formatMessage(m.title), href: '/xpbx/settings/flows' }]}
      tabsLabel={intl.formatMessage(m.details)}
      {...(tab ? { defaultTab: tab } : {})}
      tabs={[
        {
          id: 'general',
          label: intl.formatMessage(m.tabGeneral),
          content: (f: Flow) => <FlowGeneral flow={f} />,
        },
        {
          id: 'versions',
          label: intl.formatMessage(m.tabVersions),
          content: (f: Flow) => <FlowVersions flow={f} />,
        },
        {
          id: 'settings',
          label: intl.formatMessage(m.tabSettings),
          content: (f: Flow) => <FlowSettingsTab flow={f} />,
        },
      ]}
    />
  );
}
