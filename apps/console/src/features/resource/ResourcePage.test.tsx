/**
 * The resource page's own behaviour, seen on the PBX users (a resource with toggle and bulk
 * delete): the empty table, the confirmation naming the item, the spec §8 notices, and a bulk
 * delete of which some deletes fail.
 */
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json, profile } from '#test/fakeApi';
import { callsTo, fakePbxApi, pbxUser } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';

afterEach(() => toast.clear());

const seed = () => ({
  users: [pbxUser(1, 'anna'), pbxUser(2, 'ben'), pbxUser(3, 'cleo')],
});

async function open(api = fakePbxApi(seed())) {
  const view = await renderApp({ path: '/xpbx/settings/users', fetch: api.fetch, loggedIn: true });
  const table = within(await screen.findByRole('table', { name: 'Users' }));
  return { ...view, api, table };
}

describe('ResourcePage', () => {
  it("says 'No data available in table' when there are no records", async () => {
    await renderApp({ path: '/xpbx/settings/users', fetch: fakePbxApi({}).fetch, loggedIn: true });
    expect(await screen.findByText('No data available in table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument();
  });

  it('offers a user within the account only what members may do: reading (decision 0006)', async () => {
    const api = fakePbxApi(seed());
    api.routes['GET /admin/me'] = json(profile({ userType: 'user' }));
    const { table } = await open(api);
    expect(table.getByText('ben')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Delete ben' })).not.toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Edit ben' })).not.toBeInTheDocument();
    expect(table.queryByRole('checkbox', { name: 'Select ben' })).not.toBeInTheDocument();
    // Nor are the owner's pages offered: the API's refusal would end the session. (The side menu
    // shows on wide screens only, a media query jsdom does not apply.)
    const menu = within(screen.getByRole('navigation', { name: 'PBX settings', hidden: true }));
    expect(menu.getByRole('link', { name: 'Extensions', hidden: true })).toBeInTheDocument();
    for (const page of ['Carriers', 'Destinations', 'Routing']) {
      expect(menu.queryByRole('link', { name: page, hidden: true }), page).toBeNull();
    }
  });

  it("sends a user within the account who opens an owner's page by its address to their start page", async () => {
    const api = fakePbxApi(seed());
    api.routes['GET /admin/me'] = json(profile({ userType: 'user' }));
    const { location } = await renderApp({ path: '/widget/appearance', fetch: api.fetch, loggedIn: true });
    expect(location().pathname).toBe('/xpbx/settings/users');
    expect(callsTo(api.calls, 'GET', '/admin/widgets')).toEqual([]);
  });

  it('asks before deleting, naming the item, and gives the notice of spec §8', async () => {
    const { user, table, api } = await open();
    await user.click(await table.findByRole('button', { name: 'Delete ben' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete ben?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You have deleted user ben successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', '/admin/xpbx/user').map((call) => call.path)).toEqual([
      '/admin/xpbx/user/2',
    ]);
  });

  it('names the item when a delete fails, and keeps its row', async () => {
    const api = fakePbxApi(seed());
    api.routes['DELETE /admin/xpbx/user/2'] = json({ message: 'Server error.' }, 500);
    const { user, table } = await open(api);
    await user.click(await table.findByRole('button', { name: 'Delete ben' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Something went wrong with deleting user ben, please try again'),
    ).toBeInTheDocument();
    expect(table.getByText('ben')).toBeInTheDocument();
  });

  it('edits say "edited" (spec §8) when the toggle saves', async () => {
    const { user, table } = await open();
    await user.click(await table.findByRole('button', { name: 'Deactivate cleo' }));
    expect(await screen.findByText('You have edited user cleo successfully.')).toBeInTheDocument();
  });

  it('reports a bulk delete of which one delete failed: the others go, the failed one is named', async () => {
    const api = fakePbxApi(seed());
    api.routes['DELETE /admin/xpbx/user/2'] = json({ message: 'Server error.' }, 500);
    const { user, table } = await open(api);
    for (const name of ['anna', 'ben', 'cleo']) {
      await user.click(table.getByRole('checkbox', { name: `Select ${name}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = within(
      await screen.findByRole('alertdialog', {
        name: 'Are you sure you want to delete the 3 selected users?',
      }),
    );
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('You have deleted 2 users successfully.')).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong with deleting user ben, please try again'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', '/admin/xpbx/user')).toHaveLength(3);
    await waitFor(() => expect(screen.getByText('Showing 1 to 1 of 1 users')).toBeInTheDocument());
    expect(table.getByText('ben')).toBeInTheDocument();
  });
});
