import { type FlowGraph, type FlowNode, hasInput } from '@switchboard/contract';
import {
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type Edge,
  type EdgeChange,
  type FitViewOptions,
  MiniMap,
  type NodeChange,
  type NodeTypes,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import { type DragEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFlowLabels } from '../labels';
import { canvasA11yMessages, editorMessages } from '../messages';
import { connect, moveNode, removeEdges, removeNode } from '../model/edits';
import { type Direction, mirrorX } from '../model/mirror';
import type { Edit } from '../NodeForm';
import * as styles from './FlowCanvas.css';
import { type FlowCanvasNode, FlowNodeCard } from './FlowNodeCard';

const nodeTypes: NodeTypes = { flow: FlowNodeCard };

/**
 * How the canvas fits the flow in view (at first, by the controls' button and after "Arrange"):
 * clear of the minimap and the zoom controls along the bottom (the minimap is 150 px tall, 15 px
 * from the edge), so no node ends up under them.
 */
export const FIT_VIEW: FitViewOptions = {
  padding: { top: '24px', left: '24px', right: '24px', bottom: '180px' },
};

/** The MIME type a palette entry carries while it is dragged onto the canvas. */
export const KIND_MIME = 'application/x-switchboard-flow-kind';

export interface FlowCanvasProps {
  graph: FlowGraph;
  edit: Edit;
  dir: Direction;
  /** Localized issue texts per node id. */
  issuesByNode: Map<string, string[]>;
  /** Outputs that lead nowhere, per node id. */
  unconnectedByNode: Map<string, string[]>;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** A palette entry was dropped at this stored (left-to-right) position. */
  onDropKind: (kind: string, position: { x: number; y: number }) => void;
}

const sameTexts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((text, index) => text === b[index]);

/** What screen readers call a node: its label, or its kind's name while it has none. */
type NodeName = (node: FlowNode) => string;

function toCanvasNodes(
  props: Pick<FlowCanvasProps, 'graph' | 'dir' | 'issuesByNode' | 'unconnectedByNode' | 'selectedId'>,
  nameOf: NodeName,
  previous: Map<string, FlowCanvasNode>,
): FlowCanvasNode[] {
  return props.graph.nodes.map((node) => {
    const name = nameOf(node);
    const issues = props.issuesByNode.get(node.id) ?? [];
    const unconnected = props.unconnectedByNode.get(node.id) ?? [];
    const selected = node.id === props.selectedId;
    const before = previous.get(node.id);
    // An unchanged node keeps its object, so its card does not render again (300 cards would).
    if (
      before &&
      before.data.node === node &&
      before.data.dir === props.dir &&
      before.ariaLabel === name &&
      before.selected === selected &&
      sameTexts(before.data.issues, issues) &&
      sameTexts(before.data.unconnected, unconnected)
    ) {
      return before;
    }
    return {
      // Keeps what xyflow measured, so nodes need not be measured again after every edit.
      ...before,
      id: node.id,
      type: 'flow',
      position: { x: mirrorX(node.position.x, props.dir), y: node.position.y },
      selected,
      deletable: hasInput(node),
      ariaLabel: name,
      data: { node, issues, unconnected, dir: props.dir },
    };
  });
}

/**
 * The canvas: xyflow draws the graph, keyed by the graph's own ids; every change the user makes
 * (a drop, a drag, a connection, a deletion) goes back as one edit of the graph, so undo covers it.
 * While a node is dragged only the canvas's copy moves; the graph changes once, when it is let go.
 */
export function FlowCanvas(props: FlowCanvasProps) {
  const { graph, edit, dir, onSelect, onDropKind } = props;
  const intl = useIntl();
  const flow = useReactFlow();
  const { issuesByNode, unconnectedByNode, selectedId } = props;
  const labels = useFlowLabels();
  const [nodes, setNodes] = useState<FlowCanvasNode[]>(() => toCanvasNodes(props, labels.node, new Map()));
  useEffect(() => {
    const drawn = { graph, dir, issuesByNode, unconnectedByNode, selectedId };
    setNodes((current) => toCanvasNodes(drawn, labels.node, new Map(current.map((node) => [node.id, node]))));
  }, [graph, dir, issuesByNode, unconnectedByNode, selectedId, labels]);

  const [selectedEdges, setSelectedEdges] = useState<ReadonlySet<string>>(new Set());
  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((edge) => ({
        selected: selectedEdges.has(edge.id),
        id: edge.id,
        ariaLabel: labels.edge(edge, graph),
        source: edge.source,
        sourceHandle: edge.output,
        target: edge.target,
        targetHandle: 'in',
        type: 'smoothstep',
      })),
    [graph, selectedEdges, labels],
  );

  const onNodesChange = (changes: NodeChange<FlowCanvasNode>[]) => {
    // Removals reach the graph through `onDelete`, which has the node and its edges in one call.
    setNodes((current) => applyNodeChanges(changes, current));
    for (const change of changes) if (change.type === 'select' && change.selected) onSelect(change.id);
  };
  const onEdgesChange = (changes: EdgeChange[]) =>
    setSelectedEdges((current) => {
      const next = new Set(current);
      for (const change of changes) {
        if (change.type !== 'select') continue;
        if (change.selected) next.add(change.id);
        else next.delete(change.id);
      }
      return next;
    });
  const onDelete = ({ nodes: gone, edges: cut }: { nodes: FlowCanvasNode[]; edges: Edge[] }) =>
    edit(
      removeEdges(
        gone.reduce((next, node) => removeNode(next, node.id), graph),
        cut.map((edge) => edge.id),
      ),
    );
  const onConnect = ({ source, sourceHandle, target }: Connection) => {
    if (sourceHandle) edit(connect(graph, source, sourceHandle, target));
  };
  const onDrop = (event: DragEvent) => {
    const kind = event.dataTransfer.getData(KIND_MIME);
    if (!kind) return;
    event.preventDefault();
    const shown = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
    onDropKind(kind, { x: Math.round(mirrorX(shown.x, dir)), y: Math.round(shown.y) });
  };

  const a11y = (message: keyof typeof canvasA11yMessages) => intl.formatMessage(canvasA11yMessages[message]);
  return (
    <div className={styles.canvas}>
      <ReactFlow<FlowCanvasNode>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onDelete={onDelete}
        onConnect={onConnect}
        onNodeDragStop={(_event, _node, dragged) =>
          edit(
            dragged.reduce(
              (next, node) =>
                moveNode(next, node.id, {
                  x: Math.round(mirrorX(node.position.x, dir)),
                  y: Math.round(node.position.y),
                }),
              graph,
            ),
          )
        }
        onPaneClick={() => onSelect(null)}
        isValidConnection={(connection) =>
          graph.nodes.some((node) => node.id === connection.target && hasInput(node))
        }
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
        }}
        onDrop={onDrop}
        fitView
        fitViewOptions={FIT_VIEW}
        minZoom={0.1}
        aria-label={intl.formatMessage(editorMessages.canvasLabel)}
        ariaLabelConfig={{
          'node.a11yDescription.default': a11y('node'),
          'node.a11yDescription.keyboardDisabled': a11y('nodeMove'),
          'node.a11yDescription.ariaLiveMessage': ({ x, y }) =>
            intl.formatMessage(canvasA11yMessages.moved, { x: Math.round(x), y: Math.round(y) }),
          'edge.a11yDescription.default': a11y('edge'),
          'controls.ariaLabel': a11y('controls'),
          'controls.zoomIn.ariaLabel': a11y('zoomIn'),
          'controls.zoomOut.ariaLabel': a11y('zoomOut'),
          'controls.fitView.ariaLabel': a11y('fitView'),
          'controls.interactive.ariaLabel': a11y('interactive'),
          'minimap.ariaLabel': a11y('minimap'),
          'handle.ariaLabel': a11y('handle'),
        }}
        attributionPosition="top-center"
      >
        <Background />
        <Controls position={dir === 'rtl' ? 'bottom-right' : 'bottom-left'} />
        <MiniMap position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'} pannable zoomable />
      </ReactFlow>
    </div>
  );
}
