/**
 * Undo and redo over whole graphs: a graph is small next to the cost of a re-render, and keeping
 * snapshots makes every edit undoable without an inverse for each kind of edit.
 */
import type { FlowGraph } from '@switchboard/contract';

export interface History {
  past: FlowGraph[];
  future: FlowGraph[];
}

/** How many steps back the editor remembers. */
export const HISTORY_LIMIT = 100;

export const emptyHistory = (): History => ({ past: [], future: [] });

/** Records that `current` is being replaced by an edit: it can be undone, and redo is cleared. */
export const recordEdit = (history: History, current: FlowGraph): History => ({
  past: [...history.past, current].slice(-HISTORY_LIMIT),
  future: [],
});

/** The graph to show after undo, with the history that follows; null when there is nothing to undo. */
export function undo(history: History, current: FlowGraph): { graph: FlowGraph; history: History } | null {
  const graph = history.past.at(-1);
  if (!graph) return null;
  return { graph, history: { past: history.past.slice(0, -1), future: [current, ...history.future] } };
}

/** The graph to show after redo, with the history that follows; null when there is nothing to redo. */
export function redo(history: History, current: FlowGraph): { graph: FlowGraph; history: History } | null {
  const [graph, ...future] = history.future;
  if (!graph) return null;
  return { graph, history: { past: [...history.past, current], future } };
}
