import type { FlowGraph, FlowNode } from '@switchboard/contract';
import { outputsOf } from '@switchboard/contract';
import { Button, Dropdown, Icon, TextField } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { useFlowLabels } from '../labels';
import { editorMessages, fieldMessages } from '../messages';
import { connect, removeNode, renameNode, targetOf } from '../model/edits';
import type { FlowEditorOptions } from '../options';
import { NodeDataFields } from './NodeDataFields';
import * as styles from './NodeForm.css';

/**
 * Applies an edited graph. Edits sharing a `coalesce` key with the one before (the keystrokes of a
 * rename) make one undo step.
 */
export type Edit = (graph: FlowGraph, coalesce?: string) => void;

export interface NodeFormProps {
  node: FlowNode;
  graph: FlowGraph;
  options: FlowEditorOptions;
  edit: Edit;
  /** Called after the node is deleted (to move focus somewhere that still exists). */
  onDeleted?: () => void;
}

/**
 * Everything about one node that can be changed without a pointer: its name, its settings, where
 * each of its outputs leads, and deleting it. Used by the side panel and by each outline entry.
 */
export function NodeForm({ node, graph, options, edit, onDeleted }: NodeFormProps) {
  const intl = useIntl();
  const labels = useFlowLabels();
  const targets = graph.nodes
    .filter((candidate) => candidate.kind !== 'start')
    .map((candidate) => ({ value: candidate.id, label: candidate.label || labels.kind(candidate.kind) }));
  const outputs = outputsOf(node);
  return (
    <div className={styles.form}>
      <TextField
        label={intl.formatMessage(fieldMessages.name)}
        value={node.label}
        required
        onChange={(label) => edit(renameNode(graph, node.id, label), `${node.id}:label`)}
      />
      <NodeDataFields node={node} graph={graph} options={options} edit={edit} />
      <fieldset className={styles.outputs}>
        <legend className={styles.legend}>{intl.formatMessage(editorMessages.outputs)}</legend>
        {outputs.length === 0 && (
          <p className={styles.muted}>{intl.formatMessage(editorMessages.noOutputs)}</p>
        )}
        {outputs.map((output) => (
          <Dropdown
            key={output}
            label={intl.formatMessage(fieldMessages.goesTo, { output: labels.output(output) })}
            options={targets}
            value={targetOf(graph, node.id, output)}
            placeholderOption={intl.formatMessage(fieldMessages.nowhere)}
            fullWidth
            onChange={(target) => edit(connect(graph, node.id, output, target))}
          />
        ))}
      </fieldset>
      {node.kind !== 'start' && (
        <Button
          kind="danger"
          size="small"
          icon={<Icon name="trash" />}
          onClick={() => {
            edit(removeNode(graph, node.id));
            onDeleted?.();
          }}
        >
          {intl.formatMessage(editorMessages.deleteNode)}
        </Button>
      )}
    </div>
  );
}
