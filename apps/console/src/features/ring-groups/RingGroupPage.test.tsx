import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { ringGroup, ringGroupMember } from '#test/queueFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';
// The page imports its form when the dialog first opens; loaded here so no test waits on it.
import './ringGroupForms';

afterEach(() => toast.clear());

const members = () => [
  ringGroupMember(11, 1, 'Anna', '201', 0),
  ringGroupMember(12, 1, 'Boris', '202', 1),
  ringGroupMember(13, 1, 'Chen', '203', 2),
];

function groupApi(strategy: 'ordered' | 'ringall' = 'ordered', reorder: unknown = undefined) {
  const rows = members();
  return fakeTelephonyApi(
    {
      '/admin/xpbx/ring-group': [
        ringGroup(1, 'Reception', { strategy }),
        ringGroup(2, 'Night', { strategy: 'random' }),
      ],
      '/admin/xpbx/ring-group/1/member': rows,
      '/admin/xpbx/sound-file': [],
      '/admin/xpbx/user': [],
    },
    {
      // The API puts a new member last.
      'POST /admin/xpbx/ring-group/1/member': ({ body }: { body: { name: string; number: string } }) => {
        const created = ringGroupMember(14, 1, body.name, body.number, rows.length);
        rows.unshift(created);
        return json(created, 201);
      },
      'PUT /admin/xpbx/ring-group/1/member-order':
        reorder ??
        (({ body }: { body: { ids: number[] } }) =>
          json(body.ids.map((id, position) => ({ ...rows.find((row) => row.id === id), position })))),
    },
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Ringing order' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

describe('the ring groups page', () => {
  it('lists the groups with their strategy in words; each name opens its page', async () => {
    const api = groupApi();
    await renderApp({ path: '/xpbx/settings/ring-groups', fetch: api.fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Ring groups' }));
    expect(table.getByRole('link', { name: 'Open Reception' })).toHaveAttribute(
      'href',
      '/xpbx/settings/ring-group/1',
    );
    expect(table.getByText('Ordered')).toBeInTheDocument();
    expect(table.getByText('Random')).toBeInTheDocument();
  });

  it("adds a ring group with 'Add ring group'", async () => {
    const api = groupApi();
    const { user } = await renderApp({
      path: '/xpbx/settings/ring-groups',
      fetch: api.fetch,
      loggedIn: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Add ring group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add ring group' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Sales floor');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You have created ring group Sales floor successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/ring-group')[0]?.body).toEqual({
      name: 'Sales floor',
      ring_time: 30,
      strategy: 'ringall',
      moh_sound_file_id: null,
      is_active: 1,
    });
  });
});

describe('a ring group page', () => {
  it('shows General and Members tabs; the music on hold is the default one', async () => {
    const api = groupApi();
    await renderApp({ path: '/xpbx/settings/ring-group/1', fetch: api.fetch, loggedIn: true });
    await screen.findByRole('heading', { name: 'Reception', level: 1 });
    const tabs = within(screen.getByRole('tablist', { name: 'Ring Group Details' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General', 'Members']);
    expect(
      within(screen.getByRole('list', { name: 'General' })).getByText('Default music'),
    ).toBeInTheDocument();
  });

  it('reorders members by keyboard: the order shows at once, is saved and announced', async () => {
    const api = groupApi();
    const { user } = await renderApp({
      path: '/xpbx/settings/ring-group/1?tab=members',
      fetch: api.fetch,
      loggedIn: true,
    });
    const table = within(await screen.findByRole('table', { name: 'Ring group members' }));
    // The Order column counts from 1, as the ringing order does.
    expect(table.getAllByRole('row')[1]).toHaveTextContent(/^1Anna/);
    expect(order()).toEqual(['Anna', 'Boris', 'Chen']);
    screen.getByRole('button', { name: 'Move Chen up' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Anna', 'Chen', 'Boris']);
    expect(await screen.findByText('You have edited ring group Reception successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/ring-group/1/member-order')[0]?.body).toEqual({
      ids: [11, 13, 12],
    });
    expect(screen.getByText('Chen moved to position 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Chen up' })).toHaveFocus());
  });

  it('lists a new member last, in the table and in the ringing order', async () => {
    const api = groupApi();
    const { user } = await renderApp({
      path: '/xpbx/settings/ring-group/1?tab=members',
      fetch: api.fetch,
      loggedIn: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add member' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Dana');
    await user.type(dialog.getByRole('textbox', { name: /Number/ }), '204');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have created member Dana successfully.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Ring group members' })).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent(/^4Dana/);
    expect(order()).toEqual(['Anna', 'Boris', 'Chen', 'Dana']);
  });

  it('puts the order back and says so when the save fails', async () => {
    const api = groupApi('ordered', json({ message: 'Server error' }, 500));
    const { user } = await renderApp({
      path: '/xpbx/settings/ring-group/1?tab=members',
      fetch: api.fetch,
      loggedIn: true,
    });
    await screen.findByRole('table', { name: 'Ring group members' });
    await user.click(screen.getByRole('button', { name: 'Move Anna down' }));
    expect(
      await screen.findByText('Something went wrong with editing ring group Reception, please try again'),
    ).toBeInTheDocument();
    expect(order()).toEqual(['Anna', 'Boris', 'Chen']);
  });

  it('offers the ringing order only for the ordered strategy', async () => {
    const api = groupApi('ringall');
    await renderApp({ path: '/xpbx/settings/ring-group/1?tab=members', fetch: api.fetch, loggedIn: true });
    await screen.findByRole('table', { name: 'Ring group members' });
    expect(screen.queryByRole('list', { name: 'Ringing order' })).not.toBeInTheDocument();
    expect(screen.getByText(/The ringing order is used by the ordered strategy/)).toBeInTheDocument();
  });
});
