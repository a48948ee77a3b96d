import '@xyflow/react/dist/style.css';
import type { FlowGraph, FlowIssue, FlowNodeKind } from '@switchboard/contract';
import { Button, Icon, Tabs } from '@switchboard/ui';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FIT_VIEW, FlowCanvas } from '../Canvas/FlowCanvas';
import { cx } from '../cx';
import { IssueList } from '../IssueList';
import { useFlowLabels } from '../labels';
import { editorMessages } from '../messages';
import { addNode } from '../model/edits';
import { layeredLayout, nodeHeight, placeNear } from '../model/layout';
import type { Direction } from '../model/mirror';
import { NodeForm } from '../NodeForm';
import { Outline } from '../Outline';
import type { FlowEditorOptions } from '../options';
import { Palette } from '../Palette';
import * as styles from './FlowEditor.css';
import { useGraphHistory } from './useGraphHistory';

export interface FlowEditorProps {
  /** The graph being edited (controlled). */
  graph: FlowGraph;
  /** Called with the whole new graph after every edit, undo and redo. */
  onChange: (graph: FlowGraph) => void;
  /** The account's lists each kind of node chooses from. */
  options: FlowEditorOptions;
  /** What is wrong with `graph` (`validateFlow`), drawn on the canvas and listed. @default [] */
  issues?: FlowIssue[];
  /** Reading direction; right to left mirrors the canvas. @default 'ltr' */
  dir?: Direction;
  /** Class for the root element. */
  className?: string;
}

/** Outputs whose missing connection an issue reports, so the canvas can mark them. */
const OPEN_OUTPUT_CODES = new Set(['unconnected_output', 'menu_without_timeout']);

function isTyping(target: EventTarget) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The call-flow editor (spec §1, §3 Call-flow editor): a canvas with a palette, a side panel for
 * the selected node, an outline that does everything by keyboard, the issues that block
 * activation, undo/redo (buttons, Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z, Ctrl+Y) and auto layout.
 */
export function FlowEditor(props: FlowEditorProps) {
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  );
}

function Editor({ graph, onChange, options, issues = [], dir = 'ltr', className }: FlowEditorProps) {
  const intl = useIntl();
  const labels = useFlowLabels();
  const flow = useReactFlow();
  const idPrefix = useId();
  const history = useGraphHistory(graph, onChange);
  const [view, setView] = useState<'canvas' | 'outline'>('canvas');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = graph.nodes.find((node) => node.id === selectedId) ?? null;

  const { issuesByNode, unconnectedByNode } = useMemo(() => {
    const texts = new Map<string, string[]>();
    const open = new Map<string, string[]>();
    for (const issue of issues) {
      if (!issue.nodeId) continue;
      texts.set(issue.nodeId, [...(texts.get(issue.nodeId) ?? []), labels.issue(issue, graph)]);
      if (issue.output && OPEN_OUTPUT_CODES.has(issue.code)) {
        open.set(issue.nodeId, [...(open.get(issue.nodeId) ?? []), issue.output]);
      }
    }
    return { issuesByNode: texts, unconnectedByNode: open };
  }, [issues, graph, labels]);

  const add = (kind: FlowNodeKind, position?: { x: number; y: number }) => {
    const anchor = selected ?? graph.nodes.find((node) => node.kind === 'start');
    const result = addNode(graph, kind, labels.kind(kind), position ?? placeNear(graph, anchor?.position));
    history.edit(result.graph);
    setSelectedId(result.id);
    if (view === 'outline') {
      // The new section renders with the edit; focus moves to its heading so the reader hears it.
      requestAnimationFrame(() => document.getElementById(`${idPrefix}-${result.id}`)?.focus());
    }
  };

  const show = (nodeId: string) => {
    setSelectedId(nodeId);
    if (view === 'outline') document.getElementById(`${idPrefix}-${nodeId}`)?.focus();
    else void flow.fitView({ nodes: [{ id: nodeId }], duration: 200, maxZoom: 1.2 });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) history.undo();
    else if ((key === 'z' && event.shiftKey) || key === 'y') history.redo();
    else return;
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the shortcuts apply anywhere in the editor; each also has a button.
    <div className={cx(styles.editor, className)} dir={dir} onKeyDown={onKeyDown}>
      <Tabs value={view} onValueChange={(value) => setView(value as typeof view)} dir={dir}>
        <div className={styles.toolbar}>
          <Tabs.List aria-label={intl.formatMessage(editorMessages.views)}>
            <Tabs.Tab value="canvas">{intl.formatMessage(editorMessages.canvas)}</Tabs.Tab>
            <Tabs.Tab value="outline">{intl.formatMessage(editorMessages.outline)}</Tabs.Tab>
          </Tabs.List>
          <div
            role="toolbar"
            aria-label={intl.formatMessage(editorMessages.toolbar)}
            className={styles.tools}
          >
            <Button size="small" disabled={!history.canUndo} onClick={history.undo}>
              {intl.formatMessage(editorMessages.undo)}
            </Button>
            <Button size="small" disabled={!history.canRedo} onClick={history.redo}>
              {intl.formatMessage(editorMessages.redo)}
            </Button>
            <Button
              size="small"
              icon={<Icon name="grid" />}
              onClick={() => {
                // Cards as drawn: one that lists its problems is taller than its outputs alone.
                history.edit(
                  layeredLayout(
                    graph,
                    (node) => flow.getInternalNode(node.id)?.measured.height ?? nodeHeight(node),
                  ),
                );
                requestAnimationFrame(() => void flow.fitView({ ...FIT_VIEW, duration: 200 }));
              }}
            >
              {intl.formatMessage(editorMessages.autoLayout)}
            </Button>
          </div>
        </div>
        <Tabs.Panel value="canvas" className={styles.canvasView}>
          {/* Not an <aside>: the palette is its own named region, and a second unnamed
              complementary landmark beside the console's navigation would be ambiguous. */}
          <div className={styles.palette}>
            <Palette onAdd={(kind) => add(kind)} />
          </div>
          <FlowCanvas
            graph={graph}
            edit={history.edit}
            dir={dir}
            issuesByNode={issuesByNode}
            unconnectedByNode={unconnectedByNode}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onDropKind={(kind, position) => add(kind as FlowNodeKind, position)}
          />
          <aside className={styles.panel} aria-label={intl.formatMessage(editorMessages.panel)}>
            {selected ? (
              <NodeForm
                key={selected.id}
                node={selected}
                graph={graph}
                options={options}
                edit={history.edit}
                onDeleted={() => setSelectedId(null)}
              />
            ) : (
              <p className={styles.muted}>{intl.formatMessage(editorMessages.noSelection)}</p>
            )}
          </aside>
        </Tabs.Panel>
        <Tabs.Panel value="outline">
          <Outline
            graph={graph}
            options={options}
            edit={history.edit}
            issuesByNode={issuesByNode}
            onAdd={(kind) => add(kind)}
            idPrefix={idPrefix}
          />
        </Tabs.Panel>
      </Tabs>
      <IssueList graph={graph} issues={issues} onShow={show} />
    </div>
  );
}
