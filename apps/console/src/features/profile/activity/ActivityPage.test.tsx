/**
 * The activity page: the account's changes from POST /admin/activity, the values before and after
 * of one change, the action filter in the request, and every account's activity for administrators.
 */
import type { Profile } from '@switchboard/contract';
import { screen, within } from '@testing-library/react';
import { activityEntry as entry } from '#test/activityFixtures';
import { fakeApi, json, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';

function api(me: Profile = profile()) {
  return fakeApi({
    'GET /admin/me': me,
    'POST /admin/activity': ({ body }: { body: { action?: string } }) =>
      json({
        entries: [
          entry(7, 'updatePbxUser'),
          entry(8, 'deletePbxUser', { acting_admin_id: 42, after: { success: true }, ip: '::1' }),
          entry(10, 'createCarrier', {
            path: '/admin/xpbx/carrier',
            before: null,
            after: { id: 10, carrier_name: 'Walk Carrier', is_active: 1 },
            ip: '::ffff:198.51.100.4',
          }),
        ].filter((e) => !body.action || e.action === body.action),
        limit: 500,
        truncated: false,
      }),
    'POST /admin/activity/all': json({
      entries: [entry(9, 'updateCompany', { account_id: 31 })],
      limit: 500,
      truncated: true,
    }),
  });
}

describe('ActivityPage', () => {
  it("lists the account's changes in words and shows one change's fields before and after", async () => {
    const { user } = await renderApp({ path: '/profile/activity', fetch: api().fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Changes' }));
    expect(table.getByText('Anna Schmidt (administrator #42 acting)')).toBeInTheDocument();
    // Actions with the item's name, the area instead of the API path, addresses as people read them.
    expect(table.getByText('Created carrier Walk Carrier')).toBeInTheDocument();
    expect(table.getByText('Deleted user frank')).toBeInTheDocument();
    expect(table.getAllByText('PBX settings')).toHaveLength(3);
    expect(table.queryByText('/admin/xpbx/carrier')).not.toBeInTheDocument();
    expect(table.getByText('this computer (localhost)')).toBeInTheDocument();
    expect(table.getByText('198.51.100.4')).toBeInTheDocument();

    await user.click(table.getByRole('button', { name: 'Show changes of Changed user franky' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Changes: Changed user franky' }));
    const changes = within(await dialog.findByRole('table', { name: 'Changed fields' }));
    expect(changes.getAllByRole('row').map((row) => row.textContent?.replace(/[\u2066\u2069]/g, ''))).toEqual(
      ['FieldBeforeAfter', 'Usernamefrankfranky'],
    );
    expect(screen.queryByRole('switch', { name: 'All accounts' })).not.toBeInTheDocument();
  });

  it("names a change's fields and enumerated values in words", async () => {
    const trunkChange = entry(11, 'updateCarrierTrunk', {
      path: '/admin/xpbx/carrier/7/trunk/70',
      before: { id: 70, name: 'Sofia', trunk_type: 'Outgoing', is_active: 1 },
      after: { id: 70, name: 'Sofia', trunk_type: 'Blended', is_active: 0 },
    });
    const fake = fakeApi({
      'GET /admin/me': profile(),
      'POST /admin/activity': json({ entries: [trunkChange], limit: 500, truncated: false }),
    });
    const { user } = await renderApp({
      path: '/profile/activity',
      fetch: fake.fetch,
      loggedIn: true,
    });
    const table = within(await screen.findByRole('table'));
    await user.click(table.getByRole('button', { name: /Sofia/ }));
    const changes = within(await within(await screen.findByRole('dialog')).findByRole('table'));
    expect(
      changes
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent?.replace(/[\u2066\u2069]/g, '')),
    ).toEqual(['Trunk typeOutgoingBlended', 'ActiveYesNo']);
  });

  it('asks for one action when it is chosen, and keeps it in the address', async () => {
    const fake = api();
    await renderApp({
      path: '/profile/activity?action=deletePbxUser',
      fetch: fake.fetch,
      loggedIn: true,
    });
    const table = within(await screen.findByRole('table', { name: 'Changes' }));
    expect(table.queryByText('Changed user franky')).not.toBeInTheDocument();
    expect(table.getByText('Deleted user frank')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path === '/admin/activity').map((c) => c.body)).toContainEqual({
      action: 'deletePbxUser',
    });
  });

  it("gives administrators every account's activity", async () => {
    const admin = profile();
    admin.user_info.is_admin = true;
    const fake = api(admin);
    const { user } = await renderApp({
      path: '/profile/activity',
      fetch: fake.fetch,
      loggedIn: true,
      admin: true,
    });
    await user.click(await screen.findByRole('switch', { name: 'All accounts' }));
    expect(
      await screen.findByText('Showing the newest 500 changes. Narrow the dates to see older ones.'),
    ).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Changes' }));
    expect(table.getByText('Changed the company details')).toBeInTheDocument();
    expect(table.getByText('31')).toBeInTheDocument();
  });
});
