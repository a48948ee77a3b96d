import { ApiError, flowMutations, resourceQueries } from '@switchboard/api-client';
import {
  type Flow,
  type FlowActivationRefused,
  type FlowIssue,
  type FlowVersion,
  flowVersionResource,
} from '@switchboard/contract';
import { Alert, Button, Dropdown, Icon, List, Stack, toast } from '@switchboard/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { lazyNamed } from '#app/lazyNamed';
import { OnceOpened } from '../crud/OnceOpened';
import type { RowAction } from '../crud/RowActions';
import { ResourcePage } from '../resource/ResourcePage';
import { AppLink } from '../shell/links';
import { flowVersionsMessages as m } from './flows.messages';
import { loadFlowVersionForm } from './formLoaders';

// The simulator's date field loads at its first opening.
const SimulateDialog = lazyNamed(() => import('./SimulateDialog'), 'SimulateDialog');

const messages = {
  title: m.title,
  description: m.description,
  tableLabel: m.tableLabel,
  noun: m.noun,
  columns: { name: m.name, description: m.versionDescription, is_active: m.active, created_at: m.created },
};

const refusedIssues = (error: unknown): FlowIssue[] | null =>
  error instanceof ApiError && error.status === 422
    ? ((error.body as FlowActivationRefused).issues ?? [])
    : null;

/** Whether the version's own activation or restoration is under way. */
const busy = (
  mutation: { isPending: boolean; variables?: { params: { id: number | string } } },
  version: FlowVersion,
) => mutation.isPending && Number(mutation.variables?.params.id) === version.id;

/** Pick two versions and open their side-by-side diff. */
function CompareVersions({ flowId, versions }: { flowId: number; versions: FlowVersion[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const options = versions.map((version) => ({ value: version.id, label: version.name }));
  const [from, setFrom] = useState<number | null>(versions.at(-2)?.id ?? null);
  const [to, setTo] = useState<number | null>(versions.at(-1)?.id ?? null);
  if (versions.length < 2) return null;
  return (
    <Stack direction="row" gap="md" align="end" wrap>
      {/* 'Compare version X with version Y': X is the version looked at (`to`), Y the one it is
          measured against (`from`), so what X has and Y lacks reads as added. */}
      <Dropdown<number>
        label={intl.formatMessage(m.compareFrom)}
        options={options}
        value={to}
        onChange={setTo}
      />
      <Dropdown<number>
        label={intl.formatMessage(m.compareTo)}
        options={options}
        value={from}
        onChange={setFrom}
      />
      <Button
        icon={<Icon name="repeat" />}
        disabled={from === null || to === null}
        onClick={() =>
          void navigate({
            to: '/xpbx/settings/flow/$id/diff',
            params: { id: String(flowId) },
            search: { from: from ?? undefined, to: to ?? undefined },
          })
        }
      >
        {intl.formatMessage(m.compare)}
      </Button>
    </Stack>
  );
}

/**
 * The Versions tab (spec §4 flow versions: create, clone, activate, update, delete): the versions
 * with the active one marked; per row open in the editor, activate (refused with the problems
 * listed while the version has any), restore as a new draft, edit, delete, clone; below, Compare
 * two versions; above, Simulate a call.
 */
export function FlowVersions({ flow }: { flow: Flow }) {
  const intl = useIntl();
  const { api } = useApp();
  const navigate = useNavigate();
  const flowId = flow.id;
  const scope = useMemo(() => ({ flowId }), [flowId]);
  const { data: versions } = useSuspenseQuery(resourceQueries(api, flowVersionResource, scope).list());
  const [refused, setRefused] = useState<{ version: FlowVersion; issues: FlowIssue[] } | null>(null);
  const [simulating, setSimulating] = useState(false);

  const activation = useMutation(flowMutations(api).activateFlowVersion());
  const restoration = useMutation(flowMutations(api).restoreFlowVersion());
  const activate = useCallback(
    (version: FlowVersion) =>
      activation.mutate(
        { params: { flowId, id: version.id }, body: {} },
        {
          onSuccess: () => {
            setRefused(null);
            toast.success(intl.formatMessage(m.activated, { name: version.name }));
          },
          onError: (error) => {
            const issues = refusedIssues(error);
            if (issues) setRefused({ version, issues });
            else toast.danger(intl.formatMessage(m.activateFailed, { name: version.name }));
          },
        },
      ),
    [activation, flowId, intl],
  );
  const restore = useCallback(
    (version: FlowVersion) =>
      restoration.mutate(
        { params: { flowId, id: version.id }, body: {} },
        {
          onSuccess: () => toast.success(intl.formatMessage(m.restored, { name: version.name })),
          onError: () => toast.danger(intl.formatMessage(m.restoreFailed, { name: version.name })),
        },
      ),
    [restoration, flowId, intl],
  );

  const openEditor = useCallback(
    (version: FlowVersion) =>
      void navigate({
        to: '/xpbx/settings/flow/$id/version/$versionId',
        params: { id: String(flowId), versionId: String(version.id) },
      }),
    [navigate, flowId],
  );
  const rowActions = useCallback(
    (version: FlowVersion): RowAction[] => [
      {
        id: 'open',
        tip: intl.formatMessage(m.openEditorTip),
        label: intl.formatMessage(m.openEditor, { name: version.name }),
        icon: <Icon name="edit" />,
        onClick: () => openEditor(version),
      },
      ...(version.is_active === 1
        ? []
        : [
            {
              id: 'activate',
              tip: intl.formatMessage(m.activateTip),
              label: intl.formatMessage(m.activate, { name: version.name }),
              icon: <Icon name="checkCircle" />,
              loading: busy(activation, version),
              onClick: () => activate(version),
            },
          ]),
      {
        id: 'restore',
        tip: intl.formatMessage(m.restoreTip),
        label: intl.formatMessage(m.restore, { name: version.name }),
        icon: <Icon name="repeat" />,
        loading: busy(restoration, version),
        onClick: () => restore(version),
      },
    ],
    [intl, openEditor, activate, restore, activation, restoration],
  );
  const renderName = useCallback(
    (version: FlowVersion) => (
      <AppLink
        to="/xpbx/settings/flow/$id/version/$versionId"
        params={{ id: String(flowId), versionId: String(version.id) }}
        aria-label={intl.formatMessage(m.openEditor, { name: version.name })}
      >
        {version.name}
      </AppLink>
    ),
    [intl, flowId],
  );

  return (
    <Stack gap="lg">
      {refused && (
        <Alert kind="danger" title={intl.formatMessage(m.refusedTitle, { name: refused.version.name })}>
          <Stack gap="sm">
            <p>{intl.formatMessage(m.refusedHint)}</p>
            <List aria-label={intl.formatMessage(m.refusedTitle, { name: refused.version.name })}>
              {refused.issues.map((issue) => (
                <List.Item
                  key={`${issue.code}:${issue.nodeId ?? ''}:${issue.edgeId ?? ''}:${issue.output ?? ''}`}
                >
                  {issue.message}
                </List.Item>
              ))}
            </List>
            <AppLink
              to="/xpbx/settings/flow/$id/version/$versionId"
              params={{ id: String(flowId), versionId: String(refused.version.id) }}
            >
              {intl.formatMessage(m.openEditor, { name: refused.version.name })}
            </AppLink>
          </Stack>
        </Alert>
      )}
      <ResourcePage
        resource={flowVersionResource}
        scope={scope}
        messages={messages}
        form={loadFlowVersionForm}
        newLabel={m.add}
        headingLevel={2}
        rowActions={rowActions}
        renderName={renderName}
        actions={
          <Button icon={<Icon name="phone" />} onClick={() => setSimulating(true)}>
            {intl.formatMessage(m.simulate)}
          </Button>
        }
      />
      <CompareVersions flowId={flowId} versions={versions} />
      <OnceOpened open={simulating}>
        <SimulateDialog flowId={flowId} versions={versions} open={simulating} onOpenChange={setSimulating} />
      </OnceOpened>
    </Stack>
  );
}
