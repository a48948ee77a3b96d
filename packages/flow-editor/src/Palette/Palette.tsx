import { FLOW_NODE_KINDS, type FlowNodeKind } from '@switchboard/contract';
import { Button, Icon } from '@switchboard/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { KIND_MIME } from '../Canvas/FlowCanvas';
import { kindIcons } from '../Canvas/kindIcons';
import { useFlowLabels } from '../labels';
import { editorMessages } from '../messages';
import * as styles from './Palette.css';

/** The kinds a user adds; a graph has one start, which every new version already has. */
export const ADDABLE_KINDS = FLOW_NODE_KINDS.filter((kind) => kind !== 'start');

export interface PaletteProps {
  /** A kind was clicked (or chosen by keyboard): add it next to the selection. */
  onAdd: (kind: FlowNodeKind) => void;
}

/** The node kinds as buttons: a click adds one, dragging one onto the canvas drops it there. */
export function Palette({ onAdd }: PaletteProps) {
  const intl = useIntl();
  const labels = useFlowLabels();
  const headingId = useId();
  return (
    <section className={styles.palette} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(editorMessages.palette)}
      </h2>
      <p className={styles.hint}>{intl.formatMessage(editorMessages.paletteHint)}</p>
      <ul className={styles.list}>
        {ADDABLE_KINDS.map((kind) => (
          <li key={kind}>
            <Button
              size="small"
              className={styles.entry}
              icon={<Icon name={kindIcons[kind]} />}
              draggable
              data-kind={kind}
              onDragStart={(event) => {
                event.dataTransfer.setData(KIND_MIME, kind);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onClick={() => onAdd(kind)}
            >
              {labels.kind(kind)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
