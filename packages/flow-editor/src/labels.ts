import type { FlowEdge, FlowGraph, FlowIssue, FlowNode, FlowNodeKind } from '@switchboard/contract';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { canvasA11yMessages, issueMessages, kindMessages, outputMessages } from './messages';

/**
 * The texts the editor shows for kinds, outputs and issues, in the reader's language. Also the
 * package's entry `@switchboard/flow-editor/labels`: the console's call simulator words nodes and
 * outputs with it without loading the canvas.
 */
export function useFlowLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const kind = (value: FlowNodeKind) => intl.formatMessage(kindMessages[value]);
    const output = (value: string) => {
      if (value.startsWith('digit:'))
        return intl.formatMessage(outputMessages.digit, { digit: value.slice(6) });
      const known = outputMessages[value as keyof typeof outputMessages];
      return known ? intl.formatMessage(known) : value;
    };
    /** A node as people call it: its label, or its kind's name while it has none. */
    const node = (value: FlowNode) => value.label || kind(value.kind);
    /** The issue in the reader's language, naming the node by its label (the API's text is English). */
    const issue = (value: FlowIssue, graph: FlowGraph) => {
      const found = graph.nodes.find((candidate) => candidate.id === value.nodeId);
      return intl.formatMessage(issueMessages[value.code], {
        node: found ? node(found) : (value.nodeId ?? ''),
        output: value.output ? output(value.output) : '',
      });
    };
    /** A connection for screen readers, by its nodes' names and its output (not the graph's ids). */
    const edge = (value: FlowEdge, graph: FlowGraph) => {
      const name = (id: string) => {
        const found = graph.nodes.find((candidate) => candidate.id === id);
        return found ? node(found) : id;
      };
      return intl.formatMessage(canvasA11yMessages.edgeLabel, {
        source: name(value.source),
        output: output(value.output),
        target: name(value.target),
      });
    };
    return { kind, node, output, issue, edge };
  }, [intl]);
}

export type FlowLabels = ReturnType<typeof useFlowLabels>;
