import type { SwitchTokenStatus } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

const noToken: SwitchTokenStatus = {
  exists: false,
  created_at: null,
  last_seen_at: null,
  recent_events: [],
  registrations: [],
};

async function openSwitch(status: SwitchTokenStatus, after?: SwitchTokenStatus) {
  let current = status;
  const api = fakeTelephonyApi(
    {},
    {
      'GET /admin/xpbx/switch-token': () => json(current),
      'POST /admin/xpbx/switch-token': () => {
        current = after ?? current;
        return json({ token: 'sw_new-token', created_at: '2026-11-29T10:00:00Z' }, 201);
      },
    },
  );
  const view = await renderApp({ path: '/xpbx/settings/switch', fetch: api.fetch, loggedIn: true });
  await screen.findByRole('heading', { name: 'Switch', level: 1 });
  return { ...view, api };
}

describe('the switch page', () => {
  it('offers to create the token, shows it once, and then says no switch has used it', async () => {
    const created = { ...noToken, exists: true, created_at: '2026-11-29T10:00:00Z' };
    const { user, api } = await openSwitch(noToken, created);
    expect(screen.getByText('Not connected')).toBeInTheDocument();
    expect(
      screen.getByText('There is no switch token yet: create one to connect a switch.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create switch token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Switch token' }));
    expect(dialog.getByText('sw_new-token')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/switch-token')).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('No switch has used the token yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace switch token' })).toBeInTheDocument();
  });

  it('shows a switch heard from a minute ago as connected, with its latest events in words', async () => {
    await openSwitch({
      exists: true,
      created_at: '2026-11-01T10:00:00Z',
      last_seen_at: new Date(Date.now() - 60_000).toISOString(),
      recent_events: [
        { call_id: 'a1@pbx', kind: 'answered', at: '2026-11-29T10:00:03Z', detail: '201' },
        { call_id: 'a1@pbx', kind: 'started', at: '2026-11-29T10:00:00Z', detail: null },
      ],
      registrations: [
        {
          username: '201',
          domain: 'account-1.pbx.local',
          contact: 'sip:201@192.0.2.7:5060',
          expires_at: '2026-11-29T11:00:00Z',
        },
      ],
    });
    const phones = within(screen.getByRole('table', { name: 'Phones registered at the switch now' }));
    expect(phones.getByText('201@account-1.pbx.local')).toBeInTheDocument();
    expect(phones.getByText('sip:201@192.0.2.7:5060')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Call events the switch reported last' }));
    expect(table.getByText('Answered')).toBeInTheDocument();
    expect(table.getByText('201')).toBeInTheDocument();
    expect(table.getByText('Started')).toBeInTheDocument();
    expect(screen.getByText(/kamailio -f apps\/switch\/kamailio\/switchboard.cfg/)).toBeInTheDocument();
  });

  it('asks before replacing a token a switch is using', async () => {
    const { user, api } = await openSwitch({ ...noToken, exists: true, created_at: '2026-11-01T10:00:00Z' });
    await user.click(screen.getByRole('button', { name: 'Replace switch token' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Replace the switch token?' }));
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/switch-token')).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Replace switch token' }));
    expect(await screen.findByText('sw_new-token')).toBeInTheDocument();
  });
});
