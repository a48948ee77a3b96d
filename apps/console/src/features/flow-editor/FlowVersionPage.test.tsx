import type { Flow, FlowGraph, FlowVersion } from '@switchboard/contract';
import { newFlowGraph } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';

afterEach(() => toast.clear());

const flow: Flow = {
  id: 4,
  name: 'Main line',
  flow_type: 'inbound',
  client_number: '35924001000',
  is_active: 1,
  active_version_id: null,
  created_at: '2026-11-01 10:00:00',
  updated_at: '2026-11-01 10:00:00',
} as Flow;

const version = (graph: FlowGraph): FlowVersion =>
  ({
    id: 9,
    flow_id: 4,
    name: 'Winter hours',
    description: '',
    is_active: 0,
    settings: {},
    graph,
    created_at: '2026-11-01 10:00:00',
    updated_at: '2026-11-01 10:00:00',
  }) as FlowVersion;

/** start → hang up: a complete flow. */
function validGraph(): FlowGraph {
  const graph = newFlowGraph();
  graph.nodes.push({ id: 'hangup-2', kind: 'hangup', label: 'Bye', position: { x: 320, y: 0 }, data: {} });
  graph.edges.push({ id: 'start:next', source: 'start', output: 'next', target: 'hangup-2' });
  return graph;
}

function flowApi(graph: FlowGraph) {
  let stored = version(graph);
  return fakeApi({
    'GET /admin/me': profile(),
    'GET /admin/xpbx/flow/4': [flow],
    'GET /admin/xpbx/flow/4/version/9': () => json([stored]),
    'PUT /admin/xpbx/flow/4/version/9': ({ body }: { body: unknown }) => {
      stored = { ...stored, ...(body as Partial<FlowVersion>) };
      return json(stored);
    },
    'POST /admin/xpbx/flow/4/version/9/activate': () => {
      stored = { ...stored, is_active: 1 };
      return json(stored);
    },
    'GET /admin/xpbx/sound-file': [],
    'GET /admin/xpbx/queue': [{ id: 7, name: 'Sales queue' }],
    'GET /admin/xpbx/ring-group': [],
    'GET /admin/xpbx/extension': [],
    'GET /admin/xpbx/voicemail': [],
    'GET /admin/xpbx/timeslot': [],
  });
}

async function openVersion(graph: FlowGraph) {
  const api = flowApi(graph);
  const view = await renderApp({ path: '/xpbx/settings/flow/4/version/9', fetch: api.fetch, loggedIn: true });
  await screen.findByRole('heading', { name: 'Winter hours', level: 1 });
  // The editor's chunk loads after the page; the first import transforms xyflow, which takes a while.
  await screen.findByRole('tab', { name: 'Outline' }, { timeout: 40_000 });
  return { ...view, api };
}

describe('the flow version editor page', () => {
  it('shows the version in the editor under Flows › the flow, with a way back', async () => {
    await openVersion(validGraph());
    const crumbs = within(screen.getByRole('navigation', { name: /breadcrumb/i }));
    expect(crumbs.getByRole('link', { name: 'Flows' })).toHaveAttribute('href', '/xpbx/settings/flows');
    expect(crumbs.getByRole('link', { name: 'Main line' })).toHaveAttribute('href', '/xpbx/settings/flow/4');
    expect(screen.getByRole('heading', { name: /No problems/ })).toBeInTheDocument();
  });

  it('refuses to activate while the flow has problems, and activates once they are fixed', async () => {
    const user = userEvent.setup();
    const graph = newFlowGraph();
    const { api } = await openVersion(graph);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('This version cannot be activated yet')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/activate'))).toBe(false);

    // Fix it by keyboard in the outline: add a hang up and send the call there.
    await user.click(screen.getByRole('tab', { name: 'Outline' }));
    await user.click(screen.getByRole('combobox', { name: 'Kind of node' }));
    await user.click(await screen.findByRole('option', { name: 'Hang up' }));
    await user.click(screen.getByRole('button', { name: 'Add node' }));
    await user.click(screen.getByRole('combobox', { name: 'Next goes to' }));
    await user.click(await screen.findByRole('option', { name: 'Hang up' }));
    expect(screen.queryByText('This version cannot be activated yet')).not.toBeInTheDocument();

    // Activate saves the unsaved graph first, then activates.
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(
      await screen.findByText('You have activated version Winter hours successfully.'),
    ).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect((put.body as { graph: FlowGraph }).graph.edges).toHaveLength(1);
    const order = api.calls.filter((call) => call.method !== 'GET').map((call) => call.method);
    expect(order).toEqual(['PUT', 'POST']);
  });

  it('saves the graph with the spec §8 notice', async () => {
    const user = userEvent.setup();
    const { api } = await openVersion(validGraph());
    await user.click(screen.getByRole('tab', { name: 'Outline' }));
    const name = screen.getAllByRole('textbox', { name: /Name/ })[1]!;
    await user.clear(name);
    await user.type(name, 'Goodbye');
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have edited version Winter hours successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Unsaved changes/)).not.toBeInTheDocument());
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect((put.body as { graph: FlowGraph }).graph.nodes[1]!.label).toBe('Goodbye');
  });
});
