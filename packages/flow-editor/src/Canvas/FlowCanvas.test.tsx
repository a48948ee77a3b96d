import { type FlowEdge, type FlowGraph, newFlowGraph, validateFlow } from '@switchboard/contract';
import { render, renderHook, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { FlowEditor } from '../FlowEditor';
import { useFlowLabels } from '../labels';
import type { Direction } from '../model/mirror';

const noLists = { soundFiles: [], queues: [], ringGroups: [], extensions: [], voicemails: [], timeslots: [] };

function graphWithMenu(): FlowGraph {
  const graph = newFlowGraph();
  graph.nodes.push({
    id: 'menu',
    kind: 'menu',
    label: 'Main menu',
    position: { x: 320, y: 0 },
    data: { prompt_sound_file_id: null, digits: ['1'], timeout_seconds: 5 },
  });
  graph.edges.push({ id: 'e1', source: 'start', output: 'next', target: 'menu' });
  return graph;
}

function renderCanvas(graph: FlowGraph, dir: Direction = 'ltr') {
  return render(
    <IntlProvider locale="en" defaultLocale="en">
      <FlowEditor
        graph={graph}
        onChange={() => {}}
        options={noLists}
        issues={validateFlow(graph)}
        dir={dir}
      />
    </IntlProvider>,
  );
}

describe('the canvas', () => {
  it('draws each node with its kind, name and one handle per output; issues on the node', async () => {
    const graph = graphWithMenu();
    graph.nodes.push({ id: 'bye', kind: 'hangup', label: '', position: { x: 640, y: 0 }, data: {} });
    renderCanvas(graph);
    const menu = await screen.findByTestId('flow-node-menu');
    expect(menu).toHaveAttribute('data-invalid');
    expect(within(menu).getByText('Main menu')).toBeInTheDocument();
    expect(within(menu).getByText('Key 1')).toBeInTheDocument();
    expect(within(menu).getByText('The menu "Main menu" needs a timeout branch.')).toBeInTheDocument();
    // Both outputs lead nowhere, and say so to screen readers.
    expect(within(menu).getAllByText('Not connected')).toHaveLength(2);
    expect(menu.querySelectorAll('.react-flow__handle.source')).toHaveLength(2);
    expect(menu.querySelectorAll('.react-flow__handle.target')).toHaveLength(1);
    const start = screen.getByTestId('flow-node-start');
    expect(start.querySelectorAll('.react-flow__handle.target')).toHaveLength(0);
    expect(start).not.toHaveAttribute('data-invalid');
    // Screen readers hear a node by its label, or by its kind's name while it has none.
    expect(menu.closest('.react-flow__node')).toHaveAttribute('aria-label', 'Main menu');
    expect(start.closest('.react-flow__node')).toHaveAttribute('aria-label', 'Incoming call');
    const bye = screen.getByTestId('flow-node-bye');
    expect(bye.closest('.react-flow__node')).toHaveAttribute('aria-label', 'Hang up');
  });

  it('names a connection by its nodes and output, not by their ids', () => {
    const graph = graphWithMenu();
    const { result } = renderHook(() => useFlowLabels(), {
      wrapper: ({ children }) => (
        <IntlProvider locale="en" defaultLocale="en">
          {children}
        </IntlProvider>
      ),
    });
    expect(result.current.edge(graph.edges[0] as FlowEdge, graph)).toBe(
      'Connection from Incoming call (Next) to Main menu',
    );
  });

  it('puts inputs on the right and outputs on the left in a right-to-left language', async () => {
    renderCanvas(graphWithMenu(), 'rtl');
    const menu = await screen.findByTestId('flow-node-menu');
    expect(menu.querySelector('.react-flow__handle.target')).toHaveClass('react-flow__handle-right');
    expect(menu.querySelector('.react-flow__handle.source')).toHaveClass('react-flow__handle-left');
    // Stored x 320 is shown mirrored: the node's box spans -520…-320.
    expect((menu.closest('.react-flow__node') as HTMLElement).style.transform).toContain('translate(-520px');
  });
});
