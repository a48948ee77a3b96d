import { type FlowNode, hasInput, outputsOf } from '@switchboard/contract';
import { Icon } from '@switchboard/ui';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../cx';
import { useFlowLabels } from '../labels';
import { editorMessages } from '../messages';
import type { Direction } from '../model/mirror';
import * as styles from './FlowNodeCard.css';
import { kindIcons } from './kindIcons';

export interface FlowNodeCardData extends Record<string, unknown> {
  node: FlowNode;
  /** The node's issues, already in the reader's language. */
  issues: string[];
  /** Outputs that lead nowhere. */
  unconnected: string[];
  dir: Direction;
}

export type FlowCanvasNode = Node<FlowNodeCardData, 'flow'>;

/**
 * A node on the canvas: its kind and name, the input on the side calls come from and one handle
 * per output on the other side (mirrored in right-to-left languages), and its issues underneath.
 */
export const FlowNodeCard = memo(function FlowNodeCard({ data, selected }: NodeProps<FlowCanvasNode>) {
  const intl = useIntl();
  const labels = useFlowLabels();
  const { node, issues, unconnected, dir } = data;
  const [inSide, outSide] = dir === 'rtl' ? [Position.Right, Position.Left] : [Position.Left, Position.Right];
  const invalid = issues.length > 0;
  return (
    // xyflow lays its pane out left to right; the card's own text follows the reader's direction.
    <div
      dir={dir}
      className={cx(styles.card, invalid && styles.cardInvalid, selected && styles.cardSelected)}
      data-testid={`flow-node-${node.id}`}
      data-invalid={invalid || undefined}
    >
      {hasInput(node) && <Handle type="target" position={inSide} id="in" className={styles.handle} />}
      <div className={styles.kind}>
        <Icon name={kindIcons[node.kind]} size={14} />
        <span>{labels.kind(node.kind)}</span>
      </div>
      {/* A name may be in another script than the page ('Office hours?' in Arabic): isolated. */}
      <div className={styles.label}>
        <bdi>{node.label || labels.kind(node.kind)}</bdi>
      </div>
      {outputsOf(node).map((output) => {
        const open = unconnected.includes(output);
        return (
          <div key={output} className={cx(styles.output, open && styles.outputOpen)} data-output={output}>
            <span>{labels.output(output)}</span>
            {open && (
              <span className={styles.visuallyHidden}>{intl.formatMessage(editorMessages.unconnected)}</span>
            )}
            <Handle
              type="source"
              position={outSide}
              id={output}
              className={cx(styles.handle, open && styles.handleOpen)}
            />
          </div>
        );
      })}
      {invalid && (
        <ul className={styles.issues}>
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </div>
  );
});
