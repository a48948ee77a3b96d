import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { carrier, fakeTelephonyApi, route } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

const numbers = (calling: string, called: string) => ({ calling, called, diversion: '' });
const match = {
  rate_id: 1,
  prefix: '359888',
  prefix_name: 'Bulgaria mobile',
  carrier_rate: '0.030000',
  setup_rate: '0.000000',
  effective_date: '2026-01-01',
  setup_time: 0,
  minimum_time: 60,
  rest_time: 60,
  billed_seconds: 120,
  cost_micros: 60000,
  cost: 6,
  examples: [],
  from_default_tariff: false,
};
const trace = {
  direction: 'outbound',
  time: '2026-03-02T12:00:00.000Z',
  duration: 100,
  routing: [
    {
      entry_id: 1,
      priority: 1,
      a_regexp: '',
      b_regexp: '^44',
      chosen: false,
      reasons: [
        { code: 'route.a_any', params: {} },
        { code: 'route.b_no_match', params: { pattern: '^44', number: '359888123456' } },
        { code: 'timeslot.none', params: {} },
      ],
    },
    {
      entry_id: 2,
      priority: 2,
      a_regexp: '',
      b_regexp: '^359',
      chosen: true,
      reasons: [{ code: 'route.b_matches', params: { pattern: '^359', number: '359888123456' } }],
    },
  ],
  entry_id: 2,
  trunk: {
    carrier_id: 7,
    carrier_name: 'Acme Voice',
    trunk_id: 70,
    trunk_name: 'Sofia primary',
    priority: 1,
    trunk_type: 'Outgoing',
    channels: 30,
  },
  trunks: [
    {
      trunk_id: 70,
      carrier_id: 7,
      name: 'Sofia primary',
      chosen: true,
      reason: { code: 'trunk.chosen', params: { priority: 1, trunk_type: 'Outgoing', channels: 30 } },
    },
  ],
  rules: [],
  numbers: { before: numbers('35924001000', '359888123456'), after: numbers('35924001000', '359888123456') },
  carrier_rate: match,
  // The account has no rate for the number: the provider's default tariff priced it.
  client_rate: {
    ...match,
    carrier_rate: '0.050000',
    cost_micros: 100000,
    cost: 10,
    from_default_tariff: true,
  },
  did: null,
  capacity: null,
};

async function openRouting(path = '/xpbx/settings/routing', extra: Record<string, unknown> = {}) {
  const api = fakeTelephonyApi(
    {
      '/admin/xpbx/carrier': [carrier(7, 'Acme Voice', { currency: 'USD' })],
      '/admin/xpbx/routing/inbound': [
        route(1, 'inbound', {
          b_regexp: '^3592',
          flow_id: 4,
          flow_name: 'Main menu',
          timeslot_id: 5,
          timeslot_name: 'Office hours',
        }),
      ],
      '/admin/xpbx/routing/outbound': [],
    },
    { 'POST /admin/xpbx/routing/test': json(trace), ...extra },
  );
  const view = await renderApp({ path, fetch: api.fetch, loggedIn: true });
  await screen.findByRole('heading', { name: 'Routing', level: 1 });
  return { ...view, api };
}

describe('the routing page', () => {
  it('has the tabs Inbound and Outbound, the regexps left to right', async () => {
    const { user } = await openRouting();
    const tabs = within(screen.getByRole('tablist', { name: 'Routing' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Inbound',
      'Outbound',
      'Route and rate tester',
    ]);
    const inbound = within(screen.getByRole('table', { name: 'Inbound routing' }));
    expect(inbound.getByText('^3592').closest('[dir="ltr"]')).not.toBeNull();
    // The flow and timeslot by name, the flow opening its page.
    expect(inbound.getByRole('link', { name: 'Main menu' })).toHaveAttribute('href', '/xpbx/settings/flow/4');
    expect(inbound.getByRole('cell', { name: 'Office hours' })).toBeInTheDocument();
    await user.click(tabs.getByRole('tab', { name: 'Outbound' }));
    expect(await screen.findByText('No data available in table')).toBeInTheDocument();
  });

  it('refuses a regexp that cannot be used on its field, before and after the server', async () => {
    const refusal = { message: 'Invalid', errors: { b_regexp: ['B regexp may not be used here.'] } };
    const { user, api } = await openRouting('/xpbx/settings/routing?tab=outbound', {
      'POST /admin/xpbx/routing/outbound': () => json(refusal, 422),
    });
    await user.click(await screen.findByRole('button', { name: 'Add outbound' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add outbound' }));
    const field = () => dialog.getByRole('textbox', { name: 'B regexp' });
    await user.type(field(), '^(359');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(field()).toHaveAccessibleDescription(/^Enter valid/);
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/routing/outbound')).toEqual([]);

    await user.clear(field());
    await user.type(field(), '^359');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('B regexp may not be used here.')).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription('B regexp may not be used here.');
    expect(field()).toHaveAttribute('dir', 'ltr');
  });

  it('explains a call and its cost in the carrier currency and the account currency', async () => {
    const { user, api } = await openRouting('/xpbx/settings/routing?tab=tester');
    await user.type(await screen.findByRole('textbox', { name: 'Calling number' }), '35924001000');
    await user.type(screen.getByRole('textbox', { name: /Called number/ }), '359888123456');
    await user.clear(screen.getByRole('textbox', { name: 'Duration (s)' }));
    await user.type(screen.getByRole('textbox', { name: 'Duration (s)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Explain the call' }));

    const steps = within(await screen.findByRole('list', { name: 'How the call would be handled' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/[\u2066\u2069]/g, ''));
    expect(steps[0]).toBe(
      'Outbound route, priority 1SkippedA .* · B ^44A regexp empty: any calling numberB regexp ^44 does not match the called number 359888123456No timeslot: any time',
    );
    expect(steps[1]).toContain('Chosen');
    expect(steps[2]).toBe('Trunk Sofia primary of Acme VoiceChosenPriority 1, Outgoing, 30 channels');
    expect(steps).toContain(
      'Carrier ratePrefix 359888 (Bulgaria mobile), effective Jan 1, 2026$0.03 a minute, $0.00 setup; billed 2 min for 1 min 40 sec: $0.06',
    );
    expect(steps).toContain(
      'Customer price (the provider’s default tariff)Prefix 359888 (Bulgaria mobile), effective Jan 1, 2026€0.05 a minute, €0.00 setup; billed 2 min for 1 min 40 sec: €0.10',
    );
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/routing/test')[0]?.body).toEqual({
      calling_number: '35924001000',
      called_number: '359888123456',
      direction: 'outbound',
      duration: 100,
    });
  });

  it('shows that an inbound call to a DID goes to its target, from the trace code', async () => {
    const inbound = {
      ...trace,
      direction: 'inbound',
      routing: [],
      entry_id: null,
      trunk: null,
      trunks: [],
      carrier_rate: null,
      did: {
        code: 'did_target',
        did_id: 5,
        number: '+35924001000',
        target: { type: 'queue', id: 7, name: 'Support' },
        reasons: [],
      },
    };
    const { user } = await openRouting('/xpbx/settings/routing?tab=tester', {
      'POST /admin/xpbx/routing/test': json(inbound),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Calling number' }), '359888123456');
    await user.type(screen.getByRole('textbox', { name: /Called number/ }), '35924001000');
    await user.click(screen.getByRole('button', { name: 'Explain the call' }));
    const steps = within(await screen.findByRole('list', { name: 'How the call would be handled' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/[\u2066\u2069]/g, ''));
    expect(steps[0]).toBe('External number +35924001000Goes to Queue Support; routing entries are not tried');
    // No "no routing entries" step: the DID decided.
    expect(steps.join(' ')).not.toContain('There are no routing entries');
  });

  it("names the customer's trunk a DID delivers to, with its address and the failover", async () => {
    const inbound = {
      ...trace,
      direction: 'inbound',
      routing: [],
      entry_id: null,
      trunk: null,
      trunks: [],
      carrier_rate: null,
      did: {
        code: 'did_target',
        did_id: 5,
        number: '+35924001000',
        target: { type: 'customer_trunk', id: 4, name: 'Sofia office PBX' },
        reasons: [
          {
            code: 'did.trunk',
            params: { trunk: 'Sofia office PBX', address: 'pbx.example.com:5061', transport: 'tls' },
          },
          { code: 'did.trunk_failover', params: { trunks: ['Backup', 'Lab'] } },
        ],
      },
    };
    const { user } = await openRouting('/xpbx/settings/routing?tab=tester', {
      'POST /admin/xpbx/routing/test': json(inbound),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Calling number' }), '359888123456');
    await user.type(screen.getByRole('textbox', { name: /Called number/ }), '35924001000');
    await user.click(screen.getByRole('button', { name: 'Explain the call' }));
    const [first] = within(await screen.findByRole('list', { name: 'How the call would be handled' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/[\u2066-\u2069]/g, ''));
    expect(first).toContain('Goes to Your trunk Sofia office PBX');
    expect(first).toContain(
      'Delivered to your trunk Sofia office PBX at pbx.example.com:5061 over TLS (encrypted)',
    );
    expect(first).toContain('If it does not answer: Backup and Lab, in failover order');
  });

  it("shows a call refused by its number's capacity pool, and nothing after it", async () => {
    const refused = {
      ...trace,
      direction: 'inbound',
      routing: [],
      entry_id: null,
      trunk: null,
      trunks: [],
      carrier_rate: null,
      client_rate: null,
      did: { code: 'did_not_routed', did_id: 5, number: '+442012345678', target: null, reasons: [] },
      capacity: {
        pool_id: 3,
        refused: true,
        reason: { code: 'capacity.full', params: { pool: 'Front desk', in_use: 10, limit: 10 } },
      },
    };
    const { user } = await openRouting('/xpbx/settings/routing?tab=tester', {
      'POST /admin/xpbx/routing/test': json(refused),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Calling number' }), '359888123456');
    await user.type(screen.getByRole('textbox', { name: /Called number/ }), '442012345678');
    await user.click(screen.getByRole('button', { name: 'Explain the call' }));
    const steps = within(await screen.findByRole('list', { name: 'How the call would be handled' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/[\u2066-\u2069]/g, ''));
    expect(steps).toEqual([
      'External number +442012345678Not routed: the inbound routing entries decide',
      'Capacity poolRefused: no channel is free.Capacity pool Front desk is full: 10 of 10 channels in use, so the call is refused',
    ]);
  });
});
