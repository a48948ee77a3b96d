import type { FlowGraph, FlowNodeKind } from '@switchboard/contract';
import { Button, Dropdown, Icon } from '@switchboard/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { kindIcons } from '../Canvas/kindIcons';
import { cx } from '../cx';
import { useFlowLabels } from '../labels';
import { editorMessages } from '../messages';
import { type Edit, NodeForm } from '../NodeForm';
import type { FlowEditorOptions } from '../options';
import { ADDABLE_KINDS } from '../Palette';
import * as styles from './Outline.css';

export interface OutlineProps {
  graph: FlowGraph;
  options: FlowEditorOptions;
  edit: Edit;
  /** Localized issue texts per node id. */
  issuesByNode: Map<string, string[]>;
  onAdd: (kind: FlowNodeKind) => void;
  /** Prefix of the ids the outline gives each node's heading (`${idPrefix}-${nodeId}`), to focus it. */
  idPrefix: string;
}

/**
 * The editor without a pointer (and for screen readers): every node as a section with its name,
 * settings, issues and one "goes to" choice per output, plus adding a node of any kind. Everything
 * the canvas does can be done here with the keyboard.
 */
export function Outline({ graph, options, edit, issuesByNode, onAdd, idPrefix }: OutlineProps) {
  const intl = useIntl();
  const labels = useFlowLabels();
  const [kind, setKind] = useState<FlowNodeKind | null>(null);
  const headingOf = (id: string) => `${idPrefix}-${id}`;
  return (
    <div className={styles.outline}>
      <div className={styles.add}>
        <Dropdown
          label={intl.formatMessage(editorMessages.addKind)}
          options={ADDABLE_KINDS.map((value) => ({ value, label: labels.kind(value) }))}
          value={kind}
          onChange={setKind}
        />
        <Button icon={<Icon name="plus" />} disabled={kind === null} onClick={() => kind && onAdd(kind)}>
          {intl.formatMessage(editorMessages.add)}
        </Button>
      </div>
      <ol className={styles.list}>
        {graph.nodes.map((node, index) => {
          const issues = issuesByNode.get(node.id) ?? [];
          const next = graph.nodes[index + 1] ?? graph.nodes[index - 1];
          return (
            <li key={node.id}>
              <section
                className={cx(styles.node, issues.length > 0 && styles.nodeInvalid)}
                aria-labelledby={headingOf(node.id)}
              >
                <h3 id={headingOf(node.id)} tabIndex={-1} className={styles.heading}>
                  <Icon name={kindIcons[node.kind]} />
                  <bdi>{node.label || labels.kind(node.kind)}</bdi>
                  <span className={styles.kind}>{labels.kind(node.kind)}</span>
                </h3>
                {issues.length > 0 && (
                  <ul className={styles.issues}>
                    {issues.map((issue) => (
                      <li key={issue}>{issue}</li>
                    ))}
                  </ul>
                )}
                <NodeForm
                  node={node}
                  graph={graph}
                  options={options}
                  edit={edit}
                  onDeleted={() => next && document.getElementById(headingOf(next.id))?.focus()}
                />
              </section>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
