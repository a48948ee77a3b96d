/**
 * The side-by-side diff of two flow versions (issue 11: nodes and settings added, changed,
 * removed). Nodes and edges are matched by id — the editor keeps ids across edits and clone keeps
 * them — so a moved or renamed node is one change, not a removal and an addition.
 */
import type {
  FlowChange,
  FlowFieldChange,
  FlowItemsDiff,
  FlowSettings,
  FlowVersionDiff,
} from '../entities/flows.js';
import type { FlowGraph } from './graph.js';

/** What the diff reads of a version. */
export interface DiffableVersion {
  id: number;
  name: string;
  description: string;
  settings: FlowSettings;
  graph: FlowGraph;
}

/** Structural equality of JSON values (key order ignored). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The top-level fields of two records that differ, in `before`'s then `after`'s key order. */
function changedFields(before: object, after: object): FlowFieldChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((field) => ({
      field,
      before: (before as Record<string, unknown>)[field],
      after: (after as Record<string, unknown>)[field],
    }))
    .filter((change) => !same(change.before, change.after));
}

function diffItems<T extends { id: string }>(before: readonly T[], after: readonly T[]): FlowItemsDiff<T> {
  const old = new Map(before.map((item) => [item.id, item]));
  const now = new Map(after.map((item) => [item.id, item]));
  const changed: FlowChange<T>[] = [];
  for (const item of after) {
    const previous = old.get(item.id);
    if (!previous) continue;
    const fields = changedFields(previous, item).map((change) => change.field);
    if (fields.length > 0) changed.push({ id: item.id, before: previous, after: item, fields });
  }
  return {
    added: after.filter((item) => !old.has(item.id)),
    removed: before.filter((item) => !now.has(item.id)),
    changed,
  };
}

/** What `to` adds, changes and removes against `from`: nodes, edges, name, description and settings. */
export function diffFlowVersions(from: DiffableVersion, to: DiffableVersion): FlowVersionDiff {
  const nodes = diffItems(from.graph.nodes, to.graph.nodes);
  const edges = diffItems(from.graph.edges, to.graph.edges);
  const fields = [
    ...changedFields(
      { name: from.name, description: from.description },
      { name: to.name, description: to.description },
    ),
    ...changedFields(from.settings, to.settings),
  ];
  const node_labels: FlowVersionDiff['node_labels'] = {};
  for (const node of [...from.graph.nodes, ...to.graph.nodes]) {
    node_labels[node.id] = { label: node.label, kind: node.kind };
  }
  const counts = [nodes, edges].flatMap((d) => [d.added.length, d.removed.length, d.changed.length]);
  return {
    from: { id: from.id, name: from.name },
    to: { id: to.id, name: to.name },
    nodes,
    edges,
    fields,
    node_labels,
    same: fields.length === 0 && counts.every((n) => n === 0),
  };
}
