import type { FlowGraph, FlowIssue } from '@switchboard/contract';
import { Button, Icon } from '@switchboard/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useFlowLabels } from '../labels';
import { editorMessages } from '../messages';
import * as styles from './IssueList.css';

export interface IssueListProps {
  graph: FlowGraph;
  issues: FlowIssue[];
  /** Show the node an issue is about (select it on the canvas, focus it in the outline). */
  onShow: (nodeId: string) => void;
}

/** What stops the version from being activated, each with a way to the node concerned. */
export function IssueList({ graph, issues, onShow }: IssueListProps) {
  const intl = useIntl();
  const labels = useFlowLabels();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Icon name={issues.length > 0 ? 'warningTriangle' : 'checkCircle'} />
        {issues.length > 0
          ? intl.formatMessage(editorMessages.problems, { count: issues.length })
          : intl.formatMessage(editorMessages.noProblems)}
      </h2>
      {issues.length > 0 && (
        <ul className={styles.list}>
          {issues.map((issue, index) => {
            const textId = `${headingId}-${index}`;
            return (
              <li
                key={`${issue.code}:${issue.nodeId}:${issue.output}:${issue.edgeId}`}
                className={styles.item}
              >
                <span id={textId}>{labels.issue(issue, graph)}</span>
                {issue.nodeId && graph.nodes.some((node) => node.id === issue.nodeId) && (
                  <Button size="small" aria-describedby={textId} onClick={() => onShow(issue.nodeId!)}>
                    {intl.formatMessage(editorMessages.show)}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
