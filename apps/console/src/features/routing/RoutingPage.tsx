import { inboundRouteResource, outboundRouteResource, type RoutingEntry } from '@switchboard/contract';
import { type DataTableColumn, PageHeader, Spinner, Stack, Tabs } from '@switchboard/ui';
import { Suspense, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { lazyNamed } from '#app/lazyNamed';
import { ltrText } from '../crud/ltrText';
import { ResourcePage } from '../resource/ResourcePage';
import { AppLink } from '../shell/links';
import { routingMessages as m } from './routing.messages';
import type { RoutingTab } from './routingTabs';

// The entry forms (their dropdowns and the RE2 engine they install) load with the entry dialog.
const loadInboundForm = () => import('./routingForm').then((module) => module.inboundForm);
const loadOutboundForm = () => import('./routingForm').then((module) => module.outboundForm);

// The tester's react-aria dropdown and date field load with its tab (Radix mounts the open panel only).
const RouteTester = lazyNamed(() => import('./RouteTester'), 'RouteTester');

const columns = {
  a_regexp: m.aRegexp,
  b_regexp: m.bRegexp,
  flow_id: m.flow,
  priority: m.priority,
  timeslot_id: m.timeslot,
  application_id: m.application,
};

const inboundMessages = {
  title: m.inboundTitle,
  description: m.inboundDescription,
  tableLabel: m.inboundTable,
  noun: m.noun,
  columns,
  edit: m.editOf,
  remove: m.removeOf,
};
const outboundMessages = {
  ...inboundMessages,
  title: m.outboundTitle,
  description: m.outboundDescription,
  tableLabel: m.outboundTable,
};

/**
 * /xpbx/settings/routing (spec §2): tabs Inbound and Outbound, each a table of routing entries with
 * its dialogs, and the route and rate tester. Regular expressions read left to right in Arabic.
 */
export function RoutingPage({ tab }: { tab?: RoutingTab | undefined }) {
  const intl = useIntl();
  // An entry is named by its B regexp (kept left to right); an empty one matches any number and says so.
  const recordName = useCallback(
    (entry: RoutingEntry) => (entry.b_regexp ? ltrText(entry.b_regexp) : intl.formatMessage(m.anyNumber)),
    [intl],
  );
  const renderName = useCallback(
    (entry: RoutingEntry) =>
      entry.b_regexp ? <bdi dir="ltr">{entry.b_regexp}</bdi> : intl.formatMessage(m.anyNumber),
    [intl],
  );
  // The flow column names the flow (the API joins its name) and opens it; timeslots have no page.
  const columns = useCallback(
    (derived: DataTableColumn<RoutingEntry>[]) =>
      derived.map((column) =>
        column.id === 'flow_id'
          ? {
              ...column,
              cell: (entry: RoutingEntry) =>
                entry.flow_id !== null && entry.flow_name !== null ? (
                  <AppLink to="/xpbx/settings/flow/$id" params={{ id: String(entry.flow_id) }}>
                    {entry.flow_name}
                  </AppLink>
                ) : null,
            }
          : column,
      ),
    [],
  );
  return (
    <Stack gap="lg">
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)} />
      <Tabs defaultValue={tab ?? 'inbound'}>
        <Tabs.List aria-label={intl.formatMessage(m.tabs)}>
          <Tabs.Tab value="inbound">{intl.formatMessage(m.inbound)}</Tabs.Tab>
          <Tabs.Tab value="outbound">{intl.formatMessage(m.outbound)}</Tabs.Tab>
          <Tabs.Tab value="tester">{intl.formatMessage(m.tester)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="inbound">
          <ResourcePage
            resource={inboundRouteResource}
            messages={inboundMessages}
            form={loadInboundForm}
            newLabel={m.addInbound}
            headingLevel={2}
            recordName={recordName}
            renderName={renderName}
            columns={columns}
            exportFileName="inbound-routing"
          />
        </Tabs.Panel>
        <Tabs.Panel value="outbound">
          <ResourcePage
            resource={outboundRouteResource}
            messages={outboundMessages}
            form={loadOutboundForm}
            newLabel={m.addOutbound}
            headingLevel={2}
            recordName={recordName}
            renderName={renderName}
            columns={columns}
            exportFileName="outbound-routing"
          />
        </Tabs.Panel>
        <Tabs.Panel value="tester">
          <Suspense fallback={<Spinner />}>
            <RouteTester />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
