import type { FlowGraph, FlowIssue, FlowNodeKind } from '@switchboard/contract';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { issueMessages, kindMessages, outputMessages } from './messages';

/** The texts the editor shows for kinds, outputs and issues, in the reader's language. */
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
    /** The issue in the reader's language, naming the node by its label (the API's text is English). */
    const issue = (value: FlowIssue, graph: FlowGraph) => {
      const node = graph.nodes.find((candidate) => candidate.id === value.nodeId);
      return intl.formatMessage(issueMessages[value.code], {
        node: node ? node.label || kind(node.kind) : (value.nodeId ?? ''),
        output: value.output ? output(value.output) : '',
      });
    };
    return { kind, output, issue };
  }, [intl]);
}

export type FlowLabels = ReturnType<typeof useFlowLabels>;
