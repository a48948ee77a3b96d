import { flowQueries, resourceQueries } from '@switchboard/api-client';
import type { FlowChange, FlowEdge, FlowItemsDiff, FlowNode, FlowVersionDiff } from '@switchboard/contract';
import { flowResource, soundFileResource } from '@switchboard/contract';
// The editor's words only (its labels module), not the editor and its canvas library.
import { useFlowLabels } from '@switchboard/flow-editor/labels';
import { Alert, Breadcrumbs, Card, List, PageHeader, Stack } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { useLanguageName } from '../i18n/useLanguageName';
import { renderRouterLink } from '../shell/links';
import {
  diffFieldMessages,
  flowSettingsMessages,
  flowsMessages,
  flowDiffMessages as m,
} from './flows.messages';

/** A changed field's name: a node's, an edge's, the version's or a setting's. */
function fieldName(intl: IntlShape, field: string) {
  const words = diffFieldMessages[field as keyof typeof diffFieldMessages];
  return words ? intl.formatMessage(words) : field;
}

/** One side of the diff: what `from` had (removed, and changed before) or what `to` has. */
function Side<T extends { id: string }>({
  title,
  items,
  changed,
  describe,
  side,
}: {
  title: string;
  items: T[];
  changed: FlowChange<T>[];
  describe: (item: T) => string;
  side: 'before' | 'after';
}) {
  const intl = useIntl();
  const rows = [
    ...items.map((item) => ({
      key: `x-${item.id}`,
      text: describe(item),
      note: intl.formatMessage(side === 'before' ? m.removed : m.added),
    })),
    ...changed.map((change) => ({
      key: `c-${change.id}`,
      text: describe(change[side]),
      note: intl.formatMessage(m.changed, {
        fields: intl.formatList(
          change.fields.map((field) => fieldName(intl, field)),
          { type: 'unit' },
        ),
      }),
    })),
  ];
  return (
    <Card title={title}>
      <Stack gap="sm">
        {rows.length === 0 ? (
          <p>{intl.formatMessage(m.nothing)}</p>
        ) : (
          <List dividers spacing="xs" aria-label={title}>
            {rows.map((row) => (
              <List.Item key={row.key}>
                <Stack direction="row" gap="md" justify="between">
                  <span>{row.text}</span>
                  <strong>{row.note}</strong>
                </Stack>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}

function Section<T extends { id: string }>({
  heading,
  diff,
  describe,
  names,
}: {
  heading: string;
  diff: FlowItemsDiff<T>;
  describe: (item: T) => string;
  names: FlowVersionDiff;
}) {
  const intl = useIntl();
  return (
    <section aria-label={heading}>
      <Stack gap="sm">
        <h2>{heading}</h2>
        <Stack direction="row" gap="md" align="start" wrap>
          <Side
            title={intl.formatMessage(m.before, { name: names.from.name })}
            items={diff.removed}
            changed={diff.changed}
            describe={describe}
            side="before"
          />
          <Side
            title={intl.formatMessage(m.after, { name: names.to.name })}
            items={diff.added}
            changed={diff.changed}
            describe={describe}
            side="after"
          />
        </Stack>
      </Stack>
    </section>
  );
}

function DiffView({ diff }: { diff: FlowVersionDiff }) {
  const intl = useIntl();
  const { api } = useApp();
  const { data: soundFiles } = useSuspenseQuery(resourceQueries(api, soundFileResource).list());
  const labels = useFlowLabels();
  const languageName = useLanguageName();
  // Nodes by their labels and kinds in the reader's language; edges by the nodes' names, not ids.
  const describeNode = (node: FlowNode) =>
    node.label ? `${node.label} (${labels.kind(node.kind)})` : labels.kind(node.kind);
  const nodeName = (id: string) => {
    const named = diff.node_labels[id];
    return named ? labels.node({ label: named.label, kind: named.kind } as FlowNode) : id;
  };
  const describeEdge = (edge: FlowEdge) =>
    intl.formatMessage(m.edge, {
      source: nodeName(edge.source),
      output: labels.output(edge.output),
      target: nodeName(edge.target),
    });
  /** A setting's value as the settings tab shows it. */
  const show = (field: string, value: unknown) => {
    if (value === null && field === 'moh_sound_file_id')
      return intl.formatMessage(flowSettingsMessages.mohDefault);
    if (value === undefined || value === null) return intl.formatMessage(m.absent);
    if (field === 'record_calls') return intl.formatMessage(value === 1 ? m.yes : m.no);
    if (field === 'language') return languageName(String(value));
    if (field === 'moh_sound_file_id') {
      // A file deleted since is named by its number, as the settings tab cannot show it either.
      return soundFiles.find((file) => file.id === value)?.filename ?? `#${String(value)}`;
    }
    return typeof value === 'string' ? value : intl.formatNumber(Number(value));
  };
  if (diff.same) return <Alert kind="info">{intl.formatMessage(m.same)}</Alert>;
  return (
    <Stack gap="lg">
      <Section heading={intl.formatMessage(m.nodes)} diff={diff.nodes} describe={describeNode} names={diff} />
      <Section heading={intl.formatMessage(m.edges)} diff={diff.edges} describe={describeEdge} names={diff} />
      <section aria-label={intl.formatMessage(m.fields)}>
        <Stack gap="sm">
          <h2>{intl.formatMessage(m.fields)}</h2>
          {diff.fields.length === 0 ? (
            <p>{intl.formatMessage(m.nothing)}</p>
          ) : (
            <Stack direction="row" gap="md" align="start" wrap>
              {(['before', 'after'] as const).map((side) => (
                <Card
                  key={side}
                  title={intl.formatMessage(m[side], {
                    name: side === 'before' ? diff.from.name : diff.to.name,
                  })}
                >
                  <Stack gap="sm">
                    <List dividers spacing="xs">
                      {diff.fields.map((field) => (
                        <List.Item key={field.field}>
                          <Stack direction="row" gap="md" justify="between">
                            <strong>{fieldName(intl, field.field)}</strong>
                            <span>{show(field.field, field[side])}</span>
                          </Stack>
                        </List.Item>
                      ))}
                    </List>
                  </Stack>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      </section>
    </Stack>
  );
}

/** The page around the diff: breadcrumbs, the title, and the diff once two versions are compared. */
function DiffFrame({ flowId, diff }: { flowId: number; diff?: FlowVersionDiff }) {
  const intl = useIntl();
  const { api } = useApp();
  const { data: flow } = useSuspenseQuery(
    useMemo(() => resourceQueries(api, flowResource), [api]).get(flowId),
  );
  return (
    <Stack gap="lg">
      <Breadcrumbs
        renderLink={renderRouterLink}
        items={[
          { label: intl.formatMessage(flowsMessages.title), href: '/xpbx/settings/flows' },
          { label: flow.name, href: `/xpbx/settings/flow/${flowId}` },
          { label: intl.formatMessage(m.title) },
        ]}
      />
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={
          diff ? intl.formatMessage(m.description, { from: diff.from.name, to: diff.to.name }) : undefined
        }
      />
      {diff && <DiffView diff={diff} />}
    </Stack>
  );
}

/** Two chosen versions: their diff, ensured by the route's loader (which also shows its pending and error states). */
function ComparedVersions({ flowId, from, to }: { flowId: number; from: number; to: number }) {
  const { api } = useApp();
  const { data: diff } = useSuspenseQuery(flowQueries(api).flowDiff(flowId, from, to));
  return <DiffFrame flowId={flowId} diff={diff} />;
}

/**
 * /xpbx/settings/flow/$id/diff?from=&to= (issue 11): two versions side by side — the nodes,
 * connections, name, description and settings `to` adds, changes and removes against `from`.
 * Until both are chosen nothing is compared: only the title shows.
 */
export function FlowDiffPage({
  flowId,
  from,
  to,
}: {
  flowId: number;
  from?: number | undefined;
  to?: number | undefined;
}) {
  return from !== undefined && to !== undefined ? (
    <ComparedVersions flowId={flowId} from={from} to={to} />
  ) : (
    <DiffFrame flowId={flowId} />
  );
}
