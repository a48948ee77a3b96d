import type { Profile } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { json, profile } from '#test/fakeApi';
import { callsTo, pbxUser } from '#test/pbxFixtures';
import { blackNumber, queue, queueAction, queueMember, queueRule, vipNumber } from '#test/queueFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';
// The page imports its form when the dialog first opens; loaded here so no test waits on it.
import './queueForm';

afterEach(() => toast.clear());

/** Rows of the sound-file and timeslot lists, as much of them as these pages read. */
const welcomeFile = { id: 3, filename: 'welcome.wav', filetype: 'flow' };
const officeHours = { id: 8, description: 'Office hours' };

/** The queue endpoints; `me` replaces the profile (who is logged in). */
function queueApi(me?: Profile) {
  return fakeTelephonyApi(
    {
      '/admin/xpbx/queue': [
        queue(1, 'Support', { description: 'First line', priority: 2 }),
        queue(2, 'Sales'),
      ],
      '/admin/xpbx/queue/1/member': [queueMember(10, 1, 5, 'anna')],
      '/admin/xpbx/queue/1/action': [queueAction(20, 1, { sound_file_id: 3 })],
      '/admin/xpbx/queue/1/rule': [queueRule(30, 1, 8)],
      '/admin/xpbx/queue/1/vip': [vipNumber(40, 1, '+4930123', 20)],
      '/admin/xpbx/queue/1/black': [blackNumber(50, 1, '4930999', null)],
      '/admin/xpbx/user': [pbxUser(5, 'anna'), pbxUser(6, 'boris')],
      '/admin/xpbx/sound-file': [welcomeFile],
      '/admin/xpbx/timeslot': [officeHours],
    },
    {
      ...(me ? { 'GET /admin/me': json(me) } : {}),
      // The API answers a member with its user's name.
      'POST /admin/xpbx/queue/1/member': ({ body }: { body: { user_id: number } }) =>
        json({ ...queueMember(11, 1, body.user_id, 'boris'), ...body }, 201),
    },
  );
}

describe('the queues page', () => {
  it('lists the queues with their description, status and priority; each name opens its page', async () => {
    const api = queueApi();
    await renderApp({ path: '/xpbx/settings/queues', fetch: api.fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Queues' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['Name', 'Description', 'Status', 'Priority']),
    );
    expect(table.getByRole('link', { name: 'Open Support' })).toHaveAttribute(
      'href',
      '/xpbx/settings/queue/1',
    );
    expect(table.getByText('First line')).toBeInTheDocument();
  });

  it("adds a queue with 'Add queue' and says so as spec §8 does", async () => {
    const api = queueApi();
    const { user } = await renderApp({ path: '/xpbx/settings/queues', fetch: api.fetch, loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add queue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add queue' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Billing');
    await user.type(dialog.getByRole('textbox', { name: /Queue number/ }), '650');
    await user.clear(dialog.getByRole('textbox', { name: 'Weight' }));
    await user.type(dialog.getByRole('textbox', { name: 'Weight' }), '7');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You have created queue Billing successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/queue')[0]?.body).toMatchObject({
      name: 'Billing',
      queue_number: '650',
      weight: 7,
      strategy: 'ringall',
      timeout: 15,
      is_active: 1,
    });
  });
});

describe('a queue page', () => {
  it('shows the General tab and the six tabs in spec order', async () => {
    const api = queueApi();
    await renderApp({ path: '/xpbx/settings/queue/1', fetch: api.fetch, loggedIn: true });
    await screen.findByRole('heading', { name: 'Support', level: 1 });
    const tabs = within(screen.getByRole('tablist', { name: 'Queue Details' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Members',
      'Actions',
      'Rules',
      'VIP numbers',
      'Black numbers',
    ]);
    const general = within(screen.getByRole('list', { name: 'General' }));
    expect(general.getByText('601')).toBeInTheDocument();
    expect(general.getByText('Wrap-up time (seconds)').closest('li')).toHaveTextContent(
      /^Wrap-up time \(seconds\)5$/,
    );
  });

  it('adds a member chosen from the account’s users; the notice names a queue option', async () => {
    const api = queueApi();
    const { user } = await renderApp({
      path: '/xpbx/settings/queue/1?tab=members',
      fetch: api.fetch,
      loggedIn: true,
    });
    const table = within(await screen.findByRole('table', { name: 'Queue members' }));
    expect(table.getByText('anna')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add member' }));
    await user.click(dialog.getByRole('combobox', { name: /User/ }));
    await user.click(await screen.findByRole('option', { name: 'boris' }));
    await user.type(dialog.getByRole('textbox', { name: 'Workplace' }), 'Desk 2');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have created queue option boris successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/queue/1/member')[0]?.body).toMatchObject({
      user_id: 6,
      workplace: 'Desk 2',
      auto_answer_seconds: 0,
      skill_level: 0,
    });
  });

  it('names the sound file of an action and the timeslot of a rule', async () => {
    const api = queueApi();
    const { user } = await renderApp({
      path: '/xpbx/settings/queue/1?tab=actions',
      fetch: api.fetch,
      loggedIn: true,
    });
    const actions = within(await screen.findByRole('table', { name: 'Queue actions' }));
    expect(await actions.findByText('welcome.wav')).toBeInTheDocument();
    expect(actions.getByText('Play audio file')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    const rules = within(await screen.findByRole('table', { name: 'Queue rules' }));
    expect(await rules.findByText('Office hours')).toBeInTheDocument();
  });

  it('adds a VIP number and shows a black number without end as such', async () => {
    const api = queueApi();
    const { user } = await renderApp({
      path: '/xpbx/settings/queue/1?tab=vip',
      fetch: api.fetch,
      loggedIn: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Add VIP number' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add VIP number' }));
    await user.type(dialog.getByRole('textbox', { name: /Calling number/ }), '35929876543');
    await user.clear(dialog.getByRole('textbox', { name: /Weight/ }));
    await user.type(dialog.getByRole('textbox', { name: /Weight/ }), '50');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You have created queue option 35929876543 successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/queue/1/vip')[0]?.body).toEqual({
      calling_number: '35929876543',
      weight: 50,
      is_active: 1,
    });

    await user.click(screen.getByRole('tab', { name: 'Black numbers' }));
    const black = within(await screen.findByRole('table', { name: 'Black numbers' }));
    expect(black.getByText('No end')).toBeInTheDocument();
  });
});

describe('who is offered the queues (decision 0006, spec §4)', () => {
  it('lets an administrator acting as a user of the account work on a queue like its owner', async () => {
    const acting = profile({ userType: 'user' });
    acting.user_info.impersonating = true;
    const api = queueApi(acting);
    await renderApp({ path: '/xpbx/settings/queue/1', fetch: api.fetch, loggedIn: true });
    await screen.findByRole('heading', { name: 'Support', level: 1 });
    expect(screen.getByRole('button', { name: 'Edit queue' })).toBeInTheDocument();
  });

  it('does not offer queues and ring groups to a user within the account', async () => {
    const api = queueApi(profile({ userType: 'user' }));
    await renderApp({ path: '/xpbx/settings/users', fetch: api.fetch, loggedIn: true });
    const menu = within(await screen.findByRole('navigation', { name: 'PBX settings', hidden: true }));
    expect(menu.getByRole('link', { name: 'Users', hidden: true })).toBeInTheDocument();
    for (const page of ['Queues', 'Ring groups']) {
      expect(menu.queryByRole('link', { name: page, hidden: true }), page).toBeNull();
    }
  });
});
