import { type FlowGraph, newFlowGraph, validateFlow } from '@switchboard/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { FlowEditorOptions } from '../options';
import { FlowEditor } from './FlowEditor';

const options: FlowEditorOptions = {
  soundFiles: [{ id: 1, label: 'welcome.wav' }],
  queues: [{ id: 7, label: 'Sales queue' }],
  ringGroups: [],
  extensions: [],
  voicemails: [{ id: 3, label: 'Office mailbox' }],
  timeslots: [],
};

function Harness({
  initial = newFlowGraph(),
  onGraph,
}: {
  initial?: FlowGraph;
  onGraph?: (g: FlowGraph) => void;
}) {
  const [graph, setGraph] = useState(initial);
  return (
    <IntlProvider locale="en" defaultLocale="en">
      <FlowEditor
        graph={graph}
        onChange={(next) => {
          setGraph(next);
          onGraph?.(next);
        }}
        options={options}
        issues={validateFlow(graph)}
      />
    </IntlProvider>
  );
}

async function openOutline(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Outline' }));
  return screen.getByRole('tabpanel');
}

describe('FlowEditor', () => {
  it('builds a flow in the outline by keyboard: add, rename, choose, connect, delete', async () => {
    const user = userEvent.setup();
    let latest = newFlowGraph();
    render(<Harness onGraph={(graph) => (latest = graph)} />);
    const outline = await openOutline(user);

    // Add a queue node: choose the kind, then the Add button.
    await user.click(within(outline).getByRole('combobox', { name: 'Kind of node' }));
    await user.click(await screen.findByRole('option', { name: 'Queue' }));
    await user.click(within(outline).getByRole('button', { name: 'Add node' }));
    const queue = await within(outline).findByRole('region', { name: /Queue/ });

    // Rename it and choose its queue from the account's list.
    const name = within(queue).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Sales');
    await user.click(within(queue).getByRole('combobox', { name: 'Queue' }));
    await user.click(await screen.findByRole('option', { name: 'Sales queue' }));

    // Connect the start's "Next" to it.
    const start = within(outline).getByRole('region', { name: /Incoming call/ });
    await user.click(within(start).getByRole('combobox', { name: 'Next goes to' }));
    await user.click(await screen.findByRole('option', { name: 'Sales' }));

    expect(latest.nodes.find((node) => node.kind === 'queue')).toMatchObject({
      label: 'Sales',
      data: { queue_id: 7 },
    });
    expect(latest.edges).toEqual([expect.objectContaining({ source: 'start', output: 'next' })]);
    // The queue's timeout still leads nowhere: the list says so.
    expect(screen.getByRole('heading', { name: '1 problem' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('region', { name: /Sales/ })).getByRole('button', { name: 'Delete node' }),
    );
    expect(latest.nodes).toHaveLength(1);
    expect(latest.edges).toEqual([]);
  });

  it('undoes and redoes with the buttons and the keyboard; a rename is one step', async () => {
    const user = userEvent.setup();
    let latest = newFlowGraph();
    render(<Harness onGraph={(graph) => (latest = graph)} />);
    const outline = await openOutline(user);
    const name = within(outline).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Main line');
    expect(latest.nodes[0]!.label).toBe('Main line');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(latest.nodes[0]!.label).toBe('Incoming call');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(latest.nodes[0]!.label).toBe('Main line');

    // Outside a text field, Ctrl+Z and Ctrl+Y act on the graph.
    screen.getByRole('button', { name: 'Arrange' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(latest.nodes[0]!.label).toBe('Incoming call');
    await user.keyboard('{Control>}y{/Control}');
    expect(latest.nodes[0]!.label).toBe('Main line');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(latest.nodes[0]!.label).toBe('Main line');
  });

  it('lists the issues and takes the reader to the node', async () => {
    const user = userEvent.setup();
    const graph = newFlowGraph();
    graph.nodes.push({
      id: 'menu-2',
      kind: 'menu',
      label: 'Main menu',
      position: { x: 300, y: 0 },
      data: { prompt_sound_file_id: null, digits: ['1'], timeout_seconds: 5 },
    });
    render(<Harness initial={graph} />);
    await openOutline(user);
    const problems = screen.getByRole('heading', { name: /problems/ }).closest('section')!;
    expect(within(problems).getByText('The menu "Main menu" needs a timeout branch.')).toBeInTheDocument();
    const unreachable = within(problems).getByText('No call reaches "Main menu".').closest('li')!;
    await user.click(within(unreachable).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /Main menu/, level: 3 })).toHaveFocus());
  });

  it('adds a node from the palette and edits it in the side panel', async () => {
    const user = userEvent.setup();
    let latest = newFlowGraph();
    render(<Harness onGraph={(graph) => (latest = graph)} />);
    await user.click(screen.getByRole('button', { name: 'Voicemail' }));
    const panel = screen.getByRole('complementary', { name: 'Selected node' });
    await user.click(within(panel).getByRole('combobox', { name: 'Voicemail' }));
    await user.click(await screen.findByRole('option', { name: 'Office mailbox' }));
    expect(latest.nodes[1]).toMatchObject({ kind: 'voicemail', data: { voicemail_id: 3 } });
    expect(latest.nodes[1]!.position.x).toBeGreaterThan(0);
  });
});
