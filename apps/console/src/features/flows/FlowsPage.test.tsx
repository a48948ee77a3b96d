import { flowQueries } from '@switchboard/api-client';
import type { CallSimulation, FlowActivationRefused, FlowVersionDiff } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { act, screen, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { flow, version } from '#test/flowFixtures';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi, soundFile } from '#test/telephonyFixtures';
// The page imports its form when the dialog first opens; loaded here so no test waits on it.
import './flowForms';

afterEach(() => toast.clear());

const refusal: FlowActivationRefused = {
  message: 'This version cannot be activated: In "Sales" no queue is chosen.',
  errors: { graph: ['In "Sales" no queue is chosen.'] },
  issues: [{ code: 'missing_target', nodeId: 'sales', message: 'In "Sales" no queue is chosen.' }],
};

const admitted: CallSimulation['outcome']['explanation'] = [
  { code: 'sim.queue_connected', params: { queue: 'Sales', weight: 40, members: ['anna', 'ben'] } },
  { code: 'queue.vip', params: { weight: 40, added: 40 } },
];

const simulation: CallSimulation = {
  version: { id: 9, name: 'Live' },
  steps: [
    {
      nodeId: 'start',
      kind: 'start',
      label: 'Incoming call',
      output: 'next',
      explanation: [{ code: 'sim.start', params: { number: '4930111' } }],
    },
    {
      nodeId: 'menu',
      kind: 'menu',
      label: 'Main menu',
      output: 'digit:1',
      explanation: [{ code: 'sim.menu_key', params: { key: '1' } }],
    },
    {
      nodeId: 'sales',
      kind: 'queue',
      label: 'Sales',
      output: null,
      explanation: admitted,
    },
  ],
  outcome: {
    kind: 'connected',
    nodeId: 'sales',
    explanation: admitted,
  },
  unused_keys: [],
};

/**
 * The diff the API answers for two of the versions below: the draft adds a hangup, leads the call
 * to it, records calls and plays sound file 31 on hold.
 */
function diffOf({
  from_version_id: from,
  to_version_id: to,
}: {
  from_version_id: number;
  to_version_id: number;
}) {
  const names: Record<number, string> = { 9: 'Live', 10: 'Draft' };
  const bye = { id: 'bye', kind: 'hangup', label: 'Goodbye', position: { x: 0, y: 0 }, data: {} } as const;
  const goodbye = { id: 'e9', source: 'start', output: 'next', target: 'bye' };
  const forward = from < to;
  return {
    from: { id: from, name: names[from] ?? '' },
    to: { id: to, name: names[to] ?? '' },
    nodes: {
      added: from !== to && forward ? [bye] : [],
      removed: from !== to && !forward ? [bye] : [],
      changed: [],
    },
    edges: {
      added: from !== to && forward ? [goodbye] : [],
      removed: from !== to && !forward ? [goodbye] : [],
      changed: [],
    },
    fields:
      from === to
        ? []
        : [
            { field: 'record_calls', before: forward ? 0 : 1, after: forward ? 1 : 0 },
            { field: 'moh_sound_file_id', before: forward ? null : 31, after: forward ? 31 : null },
          ],
    node_labels: { start: { label: '', kind: 'start' }, bye: { label: 'Goodbye', kind: 'hangup' } },
    same: from === to,
  } satisfies FlowVersionDiff;
}

/** `extra`: routes answered instead of the ones below (`'POST /admin/xpbx/flow/4/diff'`...). */
function flowApi(extra: Record<string, unknown> = {}) {
  const versions = [
    version(9, 'Live', { is_active: 1, description: 'Since Monday' }),
    version(10, 'Draft', { description: 'Christmas' }),
  ];
  return fakeTelephonyApi(
    {
      '/admin/xpbx/flow': [flow(4, 'Main line', { active_version_id: 9 }), flow(5, 'Support line')],
      '/admin/xpbx/flow/4/version': versions,
      '/admin/xpbx/sound-file': [soundFile(31, 'Jazz on hold', { filetype: 'moh' })],
    },
    {
      'POST /admin/xpbx/flow/4/version/10/activate': () => json(refusal, 422),
      'POST /admin/xpbx/flow/4/simulate': () => json(simulation),
      'POST /admin/xpbx/flow/4/diff': ({ body }: { body: Parameters<typeof diffOf>[0] }) =>
        json(diffOf(body)),
      ...extra,
    },
  );
}

describe('the flows page', () => {
  it('lists the flows with their type and number; each name opens its page', async () => {
    const api = flowApi();
    await renderApp({ path: '/xpbx/settings/flows', fetch: api.fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Flows' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['Name', 'Flow type', 'Client number', 'Is active']),
    );
    expect(table.getByRole('link', { name: 'Open flow Main line' })).toHaveAttribute(
      'href',
      '/xpbx/settings/flow/4',
    );
    expect(table.getAllByText('Inbound')).toHaveLength(2);
  });

  it("adds a flow with 'Add flow' and says so as spec §8 does", async () => {
    const api = flowApi();
    const { user } = await renderApp({ path: '/xpbx/settings/flows', fetch: api.fetch, loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add flow' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add flow' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Night line');
    await user.type(dialog.getByRole('textbox', { name: 'Client number' }), '4930999');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have created flow Night line successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/flow')[0]?.body).toEqual({
      name: 'Night line',
      flow_type: 'inbound',
      client_number: '4930999',
      is_active: 1,
    });
  });

  it('clones a flow with its versions from its row, as spec §2 offers for IVRs, and says so', async () => {
    const api = flowApi({
      'POST /admin/xpbx/flow/4/clone': () =>
        json(flow(6, 'Copy of Main line', { is_active: 0, active_version_id: 12 }), 201),
    });
    const { user } = await renderApp({ path: '/xpbx/settings/flows', fetch: api.fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Flows' }));
    await user.click(table.getByRole('button', { name: 'Clone Main line' }));
    expect(await screen.findByText('You have cloned flow Main line successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/flow/4/clone')).toHaveLength(1);
  });
});

describe('a flow page', () => {
  it('lists the versions with the active one marked and links each to the editor', async () => {
    const api = flowApi();
    await renderApp({ path: '/xpbx/settings/flow/4?tab=versions', fetch: api.fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Versions of the flow' }));
    expect(table.getByRole('link', { name: 'Open Draft in the editor' })).toHaveAttribute(
      'href',
      '/xpbx/settings/flow/4/version/10',
    );
    expect(table.getByText('Christmas')).toBeInTheDocument();
    // Only the draft offers Activate.
    expect(table.queryByRole('button', { name: 'Activate Live' })).not.toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Activate Draft' })).toBeInTheDocument();
  });

  it('shows why a version cannot be activated', async () => {
    const api = flowApi();
    const { user } = await renderApp({
      path: '/xpbx/settings/flow/4?tab=versions',
      fetch: api.fetch,
      loggedIn: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Activate Draft' }));
    const problems = within(
      await screen.findByRole('list', { name: 'Version Draft cannot be activated yet' }),
    );
    expect(problems.getByText('In "Sales" no queue is chosen.')).toBeInTheDocument();
  });

  it('simulates a call and shows its path node by node', async () => {
    const api = flowApi();
    const { user } = await renderApp({
      path: '/xpbx/settings/flow/4?tab=versions',
      fetch: api.fetch,
      loggedIn: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Simulate a call' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Simulate a call' }));
    await user.type(dialog.getByRole('textbox', { name: /Calling number/ }), '4930111');
    await user.type(dialog.getByRole('textbox', { name: /Keys pressed/ }), '1');
    await user.click(dialog.getByRole('button', { name: 'Simulate' }));
    const trace = within(await screen.findByRole('list', { name: 'The nodes the call passed' }));
    const steps = trace
      .getAllByRole('listitem')
      .map((step) => step.textContent?.replace(/[\u2066-\u2069]/g, ''));
    expect(steps).toEqual([
      'Incoming callLeft by NextA call from 4930111 arrives',
      'Main menuLeft by Key 1The caller presses 1',
      'SalesEnds hereQueue “Sales” admits the caller with weight 40 and offers the call to anna and ben (highest skill first)A VIP number: weight 40 (+40)',
    ]);
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/flow/4/simulate')[0]?.body).toMatchObject({
      calling_number: '4930111',
      keys: '1',
      answered: 1,
    });
  });

  it('compares two versions side by side', async () => {
    const api = flowApi();
    const { user } = await renderApp({
      path: '/xpbx/settings/flow/4?tab=versions',
      fetch: api.fetch,
      loggedIn: true,
    });
    // 'Compare version Live with version Draft': what Live lacks of Draft reads as removed.
    await user.click(await screen.findByRole('combobox', { name: 'Compare version' }));
    await user.click(await screen.findByRole('option', { name: 'Live' }));
    await user.click(screen.getByRole('combobox', { name: 'with version' }));
    await user.click(await screen.findByRole('option', { name: 'Draft' }));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('heading', { name: 'Compare versions', level: 1 })).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/flow/4/diff')[0]?.body).toEqual({
      from_version_id: 10,
      to_version_id: 9,
    });
    const nodes = within(await screen.findByRole('region', { name: 'Nodes' }));
    expect(within(nodes.getByRole('list', { name: 'In Draft' })).getByText('Removed')).toBeInTheDocument();
  });

  it('compares a copy with its original: what the copy adds reads as added on its side, named', async () => {
    const api = flowApi();
    const { user } = await renderApp({
      path: '/xpbx/settings/flow/4?tab=versions',
      fetch: api.fetch,
      loggedIn: true,
    });
    await user.click(await screen.findByRole('combobox', { name: 'Compare version' }));
    await user.click(await screen.findByRole('option', { name: 'Draft' }));
    await user.click(screen.getByRole('combobox', { name: 'with version' }));
    await user.click(await screen.findByRole('option', { name: 'Live' }));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('What Draft adds, changes and removes against Live.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/flow/4/diff')[0]?.body).toEqual({
      from_version_id: 9,
      to_version_id: 10,
    });
    const added = within(
      within(screen.getByRole('region', { name: 'Nodes' })).getByRole('list', { name: 'In Draft' }),
    );
    expect(added.getByText('Goodbye (Hang up)')).toBeInTheDocument();
    expect(added.getByText('Added')).toBeInTheDocument();
    // Connections name their nodes and branch by label, not by id.
    const edges = within(screen.getByRole('region', { name: 'Connections' }));
    expect(edges.getByText('Incoming call (Next) → Goodbye')).toBeInTheDocument();
    // Settings by their names and values in words.
    const fields = within(screen.getByRole('region', { name: 'Name, description and settings' }));
    expect(fields.getAllByText('Record calls')).toHaveLength(2);
    expect(fields.getByText('Yes')).toBeInTheDocument();
  });

  it('edits the active version settings on the flow settings tab', async () => {
    const api = flowApi();
    const { user } = await renderApp({
      path: '/xpbx/settings/flow/4?tab=settings',
      fetch: api.fetch,
      loggedIn: true,
    });
    expect(await screen.findByText('The settings of the active version Live.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Record calls' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('You have edited version Live successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/flow/4/version/9')[0]?.body).toEqual({
      settings: { record_calls: 1, language: 'en', max_call_seconds: 0, moh_sound_file_id: null },
    });
  });
});

describe('the version diff page', () => {
  const diffCalls = (api: ReturnType<typeof flowApi>) =>
    callsTo(api.calls, 'POST', '/admin/xpbx/flow/4/diff');

  it('shows the diff of the versions in the address as soon as the page shows: its loader asked for it', async () => {
    const api = flowApi();
    // renderApp waits for the route's loader and renders once: the diff is there at the first render.
    const { app } = await renderApp({
      path: '/xpbx/settings/flow/4/diff?from=9&to=10',
      fetch: api.fetch,
      loggedIn: true,
    });
    expect(diffCalls(api).map((call) => call.body)).toEqual([{ from_version_id: 9, to_version_id: 10 }]);
    expect(app.queryClient.getQueryData(flowQueries(app.api).flowDiff(4, 9, 10).queryKey)).toEqual(
      diffOf({ from_version_id: 9, to_version_id: 10 }),
    );
    expect(screen.getByRole('heading', { name: 'Compare versions', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('What Draft adds, changes and removes against Live.')).toBeInTheDocument();
    const nodes = within(screen.getByRole('region', { name: 'Nodes' }));
    expect(nodes.getByText('Goodbye (Hang up)')).toBeInTheDocument();
    expect(nodes.getByText('Added')).toBeInTheDocument();
    // Music on hold by the file's name, not its id; none is the default.
    const settings = within(screen.getByRole('region', { name: 'Name, description and settings' }));
    expect(settings.getByText('Jazz on hold')).toBeInTheDocument();
    expect(settings.getByText('Default')).toBeInTheDocument();
    // The page reads what the loader cached: it asks no second time.
    expect(diffCalls(api)).toHaveLength(1);
  });

  it('loads the diff again through the loader when other versions are chosen in the address', async () => {
    const api = flowApi();
    const { app } = await renderApp({
      path: '/xpbx/settings/flow/4/diff?from=9&to=10',
      fetch: api.fetch,
      loggedIn: true,
    });
    await act(() =>
      app.router.navigate({
        to: '/xpbx/settings/flow/$id/diff',
        params: { id: '4' },
        search: { from: 10, to: 9 },
      }),
    );
    expect(diffCalls(api).map((call) => call.body)).toEqual([
      { from_version_id: 9, to_version_id: 10 },
      { from_version_id: 10, to_version_id: 9 },
    ]);
    expect(screen.getByText('What Live adds, changes and removes against Draft.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Nodes' })).getByText('Removed')).toBeInTheDocument();
  });

  it('says so when the two versions are the same', async () => {
    const api = flowApi();
    await renderApp({ path: '/xpbx/settings/flow/4/diff?from=9&to=9', fetch: api.fetch, loggedIn: true });
    expect(screen.getByText('The two versions are the same.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nodes' })).not.toBeInTheDocument();
    expect(diffCalls(api)).toHaveLength(1);
  });

  it('compares nothing and asks for nothing while fewer than two versions are chosen', async () => {
    const api = flowApi();
    await renderApp({ path: '/xpbx/settings/flow/4/diff?from=9', fetch: api.fetch, loggedIn: true });
    expect(screen.getByRole('heading', { name: 'Compare versions', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Main line' })).toHaveAttribute('href', '/xpbx/settings/flow/4');
    expect(screen.queryByText(/adds, changes and removes/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nodes' })).not.toBeInTheDocument();
    expect(diffCalls(api)).toHaveLength(0);
  });

  it("shows the route's error page when the diff cannot be loaded", async () => {
    const api = flowApi({ 'POST /admin/xpbx/flow/4/diff': json({ message: 'Not found.' }, 404) });
    await renderApp({ path: '/xpbx/settings/flow/4/diff?from=9&to=10', fetch: api.fetch, loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
