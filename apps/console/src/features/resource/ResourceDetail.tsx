import { resourceQueries } from '@switchboard/api-client';
import type { AnyResource, EntityOf } from '@switchboard/contract';
import { type BreadcrumbItem, Breadcrumbs, PageHeader, Spinner, Stack, Tabs } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo } from 'react';
import { useApp } from '#app/AppContextProvider';
import { renderRouterLink } from '../shell/links';
import { titleOf } from './records';
import { type ScopeProp, scopeArgs } from './scope';

/**
 * One tab of a detail page: its panel renders from the loaded record. The content may be lazy (a
 * tab with dropdowns of its own): its code then loads when the tab is first shown, under a spinner.
 */
export interface ResourceTab<T> {
  id: string;
  label: string;
  content: (record: T) => ReactNode;
}

interface ResourceDetailOwnProps<R extends AnyResource> {
  resource: R;
  id: number;
  /** The crumbs above the record, e.g. Carriers (its list); the record's name is the last crumb. */
  breadcrumbs: BreadcrumbItem[];
  /** Names the row of tabs for screen readers, e.g. 'Carrier'. */
  tabsLabel: string;
  tabs: ResourceTab<EntityOf<R>>[];
  /** The tab selected at first. @default the first */
  defaultTab?: string;
  /** Beside the heading (an Edit button). */
  actions?: (record: EntityOf<R>) => ReactNode;
}

/** With a nested resource, `scope`: its parent ids (`{ carrierId: 3 }`). */
export type ResourceDetailProps<R extends AnyResource> = ResourceDetailOwnProps<R> & ScopeProp<R>;

/**
 * A record's own page (carriers, queues, ring groups, flows: spec §2): breadcrumbs ending at its
 * name, the name as heading and the kit's tabs (General, Members, …). The record comes from the
 * route's loader (`ensureQueryData` of the resource's `get`), read with useSuspenseQuery.
 */
export function ResourceDetail<R extends AnyResource>({
  resource,
  id,
  breadcrumbs,
  tabsLabel,
  tabs,
  defaultTab,
  scope,
  actions,
}: ResourceDetailProps<R>) {
  const { api } = useApp();
  const queries = useMemo(
    () => resourceQueries(api, resource, ...scopeArgs<R>(scope)),
    [api, resource, scope],
  );
  const { data: record } = useSuspenseQuery(queries.get(id));
  const name = titleOf(resource, record);
  return (
    <Stack gap="lg">
      <Breadcrumbs items={[...breadcrumbs, { label: name }]} renderLink={renderRouterLink} />
      <PageHeader title={name} actions={actions?.(record as EntityOf<R>)} />
      <Tabs defaultValue={defaultTab ?? tabs[0]?.id}>
        <Tabs.List aria-label={tabsLabel}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.id} value={tab.id}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.id} value={tab.id}>
            <Suspense fallback={<Spinner />}>{tab.content(record as EntityOf<R>)}</Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
