import type { FlowGraph } from '@switchboard/contract';
import { useCallback, useRef, useState } from 'react';
import { emptyHistory, type History, recordEdit, redo, undo } from '../model/history';

/**
 * Undo/redo around a controlled graph: `edit` records the graph it replaces, consecutive edits with
 * the same `coalesce` key (the keystrokes of one rename) make one step.
 */
export function useGraphHistory(graph: FlowGraph, onChange: (graph: FlowGraph) => void) {
  const [history, setHistory] = useState<History>(emptyHistory);
  const lastKey = useRef<string | undefined>(undefined);
  // The latest graph, so that two edits in one event build on each other.
  const current = useRef(graph);
  current.current = graph;

  const edit = useCallback(
    (next: FlowGraph, coalesce?: string) => {
      if (next === current.current) return;
      if (coalesce === undefined || coalesce !== lastKey.current) {
        const previous = current.current;
        setHistory((h) => recordEdit(h, previous));
      }
      lastKey.current = coalesce;
      current.current = next;
      onChange(next);
    },
    [onChange],
  );
  const step = (move: typeof undo) => {
    const result = move(history, current.current);
    if (!result) return;
    lastKey.current = undefined;
    setHistory(result.history);
    current.current = result.graph;
    onChange(result.graph);
  };
  return {
    edit,
    undo: () => step(undo),
    redo: () => step(redo),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
