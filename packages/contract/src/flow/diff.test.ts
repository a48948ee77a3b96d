import { describe, expect, it } from 'vitest';
import { defaultFlowSettings } from '../entities/flows.js';
import { type DiffableVersion, diffFlowVersions } from './diff.js';
import { newFlowGraph } from './graph.js';

const version = (id: number, change?: (v: DiffableVersion) => void): DiffableVersion => {
  const v: DiffableVersion = {
    id,
    name: `v${id}`,
    description: '',
    settings: defaultFlowSettings(),
    graph: newFlowGraph(),
  };
  v.graph.nodes.push(
    {
      id: 'menu',
      kind: 'menu',
      label: 'Menu',
      position: { x: 0, y: 100 },
      data: { prompt_sound_file_id: null, digits: ['1'], timeout_seconds: 5 },
    },
    { id: 'bye', kind: 'hangup', label: 'Bye', position: { x: 0, y: 200 }, data: {} },
  );
  v.graph.edges.push({ id: 'e1', source: 'start', output: 'next', target: 'menu' });
  change?.(v);
  return v;
};

describe('diffFlowVersions', () => {
  it('finds nothing between a version and its clone but the name', () => {
    const diff = diffFlowVersions(
      version(1),
      version(2, (v) => (v.name = 'v1')),
    );
    expect(diff).toMatchObject({
      from: { id: 1, name: 'v1' },
      to: { id: 2, name: 'v1' },
      fields: [],
      same: true,
    });
    expect(diff.nodes).toEqual({ added: [], removed: [], changed: [] });
  });

  it('lists added, removed and changed nodes and edges by id, with the fields that changed', () => {
    const diff = diffFlowVersions(
      version(1),
      version(2, (v) => {
        v.graph.nodes = v.graph.nodes.filter((n) => n.id !== 'bye');
        v.graph.nodes.push({
          id: 'q',
          kind: 'queue',
          label: 'Sales',
          position: { x: 0, y: 300 },
          data: { queue_id: 4 },
        });
        const menu = v.graph.nodes.find((n) => n.id === 'menu');
        if (menu?.kind === 'menu') {
          menu.label = 'Main menu';
          menu.data.digits = ['1', '2'];
        }
        v.graph.edges[0] = { id: 'e1', source: 'start', output: 'next', target: 'q' };
        v.graph.edges.push({ id: 'e2', source: 'menu', output: 'timeout', target: 'q' });
      }),
    );
    expect(diff.same).toBe(false);
    expect(diff.nodes.added.map((n) => n.id)).toEqual(['q']);
    expect(diff.nodes.removed.map((n) => n.id)).toEqual(['bye']);
    expect(diff.nodes.changed.map((c) => [c.id, c.fields])).toEqual([['menu', ['label', 'data']]]);
    expect(diff.edges.added.map((e) => e.id)).toEqual(['e2']);
    expect(diff.edges.changed.map((c) => [c.id, c.fields, c.before.target, c.after.target])).toEqual([
      ['e1', ['target'], 'menu', 'q'],
    ]);
    // Edges name nodes by id; the labels of both versions' nodes say who they are (`to`'s first).
    expect(diff.node_labels).toMatchObject({
      menu: { label: 'Main menu', kind: 'menu' },
      q: { label: 'Sales', kind: 'queue' },
      bye: { kind: 'hangup' },
    });
  });

  it('lists the name, description and settings that differ, with both values', () => {
    const diff = diffFlowVersions(
      version(1),
      version(2, (v) => {
        v.description = 'Christmas hours';
        v.settings = { ...v.settings, record_calls: 1, language: 'de' };
      }),
    );
    expect(diff.fields).toEqual([
      { field: 'name', before: 'v1', after: 'v2' },
      { field: 'description', before: '', after: 'Christmas hours' },
      { field: 'record_calls', before: 0, after: 1 },
      { field: 'language', before: 'en', after: 'de' },
    ]);
  });

  it('counts a moved node as a change of its position only', () => {
    const diff = diffFlowVersions(
      version(1),
      version(1, (v) => {
        const bye = v.graph.nodes.find((n) => n.id === 'bye');
        if (bye) bye.position = { x: 40, y: 200 };
      }),
    );
    expect(diff.nodes.changed.map((c) => [c.id, c.fields])).toEqual([['bye', ['position']]]);
  });
});
