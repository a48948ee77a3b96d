/**
 * The activity page: the account's changes from POST /admin/activity, the values before and after
 * of one change, the action filter in the request, and every account's activity for administrators.
 */
import type { ActivityEntry, Profile } from '@switchboard/contract';
import { screen, within } from '@testing-library/react';
import { fakeApi, json, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';

const entry = (id: number, action: string, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  account_id: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  who: { kind: 'root', id: 1, name: 'Anna Schmidt' },
  acting_admin_id: null,
  action,
  method: 'PUT',
  path: `/admin/xpbx/user/${id}`,
  before: { id, username: 'frank' },
  after: { id, username: 'franky' },
  ip: '203.0.113.7',
  ...overrides,
});

function api(me: Profile = profile()) {
  return fakeApi({
    'GET /admin/me': me,
    'POST /admin/activity': ({ body }: { body: { action?: string } }) =>
      json({
        entries: [entry(7, 'updatePbxUser'), entry(8, 'deletePbxUser', { acting_admin_id: 42 })].filter(
          (e) => !body.action || e.action === body.action,
        ),
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
  it("lists the account's changes and shows one change's values before and after", async () => {
    const { user } = await renderApp({ path: '/profile/activity', fetch: api().fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Changes' }));
    expect(table.getByText('Anna Schmidt (administrator #42 acting)')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Show changes of updatePbxUser' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Changes: updatePbxUser' }));
    expect(dialog.getByText(/"username": "frank"/)).toBeInTheDocument();
    expect(dialog.getByText(/"username": "franky"/)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'All accounts' })).not.toBeInTheDocument();
  });

  it('asks for one action when it is chosen, and keeps it in the address', async () => {
    const fake = api();
    await renderApp({
      path: '/profile/activity?action=deletePbxUser',
      fetch: fake.fetch,
      loggedIn: true,
    });
    const table = within(await screen.findByRole('table', { name: 'Changes' }));
    expect(table.queryByText('updatePbxUser')).not.toBeInTheDocument();
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
    expect(table.getByText('updateCompany')).toBeInTheDocument();
    expect(table.getByText('31')).toBeInTheDocument();
  });
});
