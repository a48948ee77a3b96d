import { ApiError, flowMutations, resourceMutations, resourceQueries } from '@switchboard/api-client';
import {
  type FlowActivationRefused,
  type FlowGraph,
  type FlowIssue,
  flowResource,
  flowVersionResource,
  validateFlow,
} from '@switchboard/contract';
import { direction } from '@switchboard/i18n';
import { Alert, Badge, Breadcrumbs, Button, PageHeader, Spinner, Stack, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { lazyNamed } from '#app/lazyNamed';
import { renderRouterLink } from '../shell/links';
import { useFlowOptions } from './flowOptions';
import { flowVersionMessages as m } from './flowVersion.messages';

// The editor (xyflow and its styles) loads with this screen only, never with the console's first load.
const FlowEditor = lazyNamed(() => import('@switchboard/flow-editor'), 'FlowEditor');

const refusedIssues = (error: unknown): FlowIssue[] | null =>
  error instanceof ApiError && error.status === 422
    ? ((error.body as FlowActivationRefused).issues ?? [])
    : null;

/**
 * /xpbx/settings/flow/$id/version/$versionId (spec §2): a flow version in the call-flow editor.
 * Save stores the graph (the version stays a draft while it has problems); Activate makes it the
 * flow's one active version and is refused, with the problems shown, while `validateFlow` finds any.
 */
export function FlowVersionPage({ flowId, versionId }: { flowId: number; versionId: number }) {
  const intl = useIntl();
  const { api } = useApp();
  const { data: flow } = useSuspenseQuery(
    useMemo(() => resourceQueries(api, flowResource), [api]).get(flowId),
  );
  const versions = useMemo(() => resourceQueries(api, flowVersionResource, { flowId }), [api, flowId]);
  const { data: version } = useSuspenseQuery(versions.get(versionId));
  const options = useFlowOptions(api);
  const update = useMutation(
    useMemo(() => resourceMutations(api, flowVersionResource, { flowId }), [api, flowId]).update(),
  );

  const [graph, setGraph] = useState<FlowGraph>(version.graph);
  const [saved, setSaved] = useState<FlowGraph>(version.graph);
  const [refused, setRefused] = useState(false);
  const issues = useMemo(() => validateFlow(graph), [graph]);
  const dirty = graph !== saved;
  const name = version.name;

  const save = async () => {
    try {
      await update.mutateAsync({ params: { id: versionId }, body: { graph } });
      setSaved(graph);
      return true;
    } catch {
      toast.danger(intl.formatMessage(m.saveFailed, { name }));
      return false;
    }
  };

  const activate = useMutation(flowMutations(api).activateFlowVersion());

  const onActivate = async () => {
    if (issues.length > 0) {
      setRefused(true);
      return;
    }
    if (dirty && !(await save())) return;
    activate.mutate(
      { params: { flowId, id: versionId }, body: {} },
      {
        onSuccess: () => {
          setRefused(false);
          toast.success(intl.formatMessage(m.activated, { name }));
        },
        onError: (error) => {
          if (refusedIssues(error)) setRefused(true);
          else toast.danger(intl.formatMessage(m.activateFailed, { name }));
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Breadcrumbs
        items={[
          { label: intl.formatMessage(m.crumbFlows), href: '/xpbx/settings/flows' },
          { label: flow.name, href: `/xpbx/settings/flow/${flowId}` },
          { label: name },
        ]}
        renderLink={renderRouterLink}
      />
      <PageHeader
        title={name}
        description={
          <>
            {intl.formatMessage(m.description, { flow: flow.name })}{' '}
            <Badge kind={version.is_active === 1 ? 'active' : 'inactive'} />
            {dirty && <> · {intl.formatMessage(m.unsaved)}</>}
          </>
        }
        actions={
          <>
            <Button
              loading={update.isPending && !activate.isPending}
              onClick={async () => {
                if (await save()) toast.success(intl.formatMessage(m.saved, { name }));
              }}
            >
              {intl.formatMessage(m.save)}
            </Button>
            <Button kind="primary" loading={activate.isPending} onClick={onActivate}>
              {intl.formatMessage(m.activate)}
            </Button>
          </>
        }
      />
      {refused && issues.length > 0 && (
        <Alert kind="danger" title={intl.formatMessage(m.refusedTitle)}>
          {intl.formatMessage(m.refused)}
        </Alert>
      )}
      <Suspense fallback={<Spinner label={intl.formatMessage(m.loadingEditor)} />}>
        <FlowEditor
          graph={graph}
          onChange={setGraph}
          options={options}
          issues={issues}
          dir={direction(intl.locale)}
        />
      </Suspense>
    </Stack>
  );
}
