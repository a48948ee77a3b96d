import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { accessToken, json } from '#test/fakeApi';
import { callsTo, extension, fakePbxApi, pbxUser } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';

const seed = () => ({
  users: [
    pbxUser(1, 'reception', {
      description: 'Front desk',
      extension_id: 11,
      extension: { extension: '101' },
      timezone: 'Europe/Sofia',
    }),
    pbxUser(2, 'sales.anna', { description: 'Sales team lead' }),
    pbxUser(3, 'intern', { is_active: 0 }),
  ],
  extensions: [extension(11, '101'), extension(12, '102')],
});

async function openUsers() {
  const api = fakePbxApi(seed());
  const view = await renderApp({ path: '/xpbx/settings/users', fetch: api.fetch, loggedIn: true });
  const table = await screen.findByRole('table', { name: 'Users' });
  await within(table).findByText('reception');
  return { ...view, api, table: within(table) };
}

async function openDialog(user: Awaited<ReturnType<typeof openUsers>>['user'], button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog'));
}

// The toast queue lives outside React: start every test without the last one's notices.
afterEach(() => toast.clear());

describe('the users table', () => {
  it('shows the users with the spec columns, the report and the pager on top', async () => {
    const { table, location } = await openUsers();
    expect(location().pathname).toBe('/xpbx/settings/users');
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent);
    for (const name of ['Username', 'Description', 'Extension', 'Timezone', 'Status', 'Created', 'Updated']) {
      expect(
        headers.some((text) => text?.includes(name)),
        name,
      ).toBe(true);
    }
    expect(screen.getByText('Showing 1 to 3 of 3 users')).toBeInTheDocument();
    expect(table.getByText('101')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export csv' })).toBeInTheDocument();
  });

  it('checks every field before sending anything, then creates the user', async () => {
    const { user, api } = await openUsers();
    const dialog = await openDialog(user, 'New');
    expect(screen.getByRole('dialog', { name: 'Create user' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Username is required.',
    );
    expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Description is required.',
    );
    expect(dialog.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required.');

    await user.type(dialog.getByRole('textbox', { name: 'Username' }), 'Reception');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Username already exists.',
    );
    await user.clear(dialog.getByRole('textbox', { name: 'Username' }));
    await user.type(dialog.getByRole('textbox', { name: 'Username' }), 'night shift');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Enter valid Username. Spaces not allowed.',
    );
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/user')).toEqual([]);

    await user.clear(dialog.getByRole('textbox', { name: 'Username' }));
    await user.type(dialog.getByRole('textbox', { name: 'Username' }), 'night.shift');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Night shift agent');
    await user.type(dialog.getByLabelText(/^Password/), 'secret-pass');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You have created user night.shift successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/user')[0]?.body).toEqual({
      username: 'night.shift',
      description: 'Night shift agent',
      password: 'secret-pass',
      is_active: 1,
      timezone: null,
      domain_id: null,
      extension_id: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Showing 1 to 4 of 4 users')).toBeInTheDocument();
  });

  it('sends username, description and password on update only when they are filled', async () => {
    const { user, api } = await openUsers();
    const dialog = await openDialog(user, 'Edit reception');
    expect(screen.getByRole('dialog', { name: 'Edit user' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('reception');

    await user.clear(dialog.getByRole('textbox', { name: 'Description' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have edited user reception successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/user/1')[0]?.body).toEqual({
      username: 'reception',
      is_active: 1,
      timezone: 'Europe/Sofia',
      domain_id: 1,
      extension_id: 11,
    });

    const again = await openDialog(user, 'Edit reception');
    await user.type(again.getByLabelText(/^Password/), 'a-new-secret');
    await user.click(again.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api.calls, 'PUT', '/admin/xpbx/user/1')).toHaveLength(2));
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/user/1')[1]?.body).toMatchObject({
      password: 'a-new-secret',
    });
  });

  it('flips is_active between 1 and 0 and saves at once', async () => {
    const { user, api, table } = await openUsers();
    await user.click(table.getByRole('button', { name: 'Deactivate reception' }));
    expect(await screen.findByText('You have edited user reception successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/user/1')[0]?.body).toEqual({ is_active: 0 });
    expect(await table.findByRole('button', { name: 'Activate reception' })).toBeInTheDocument();

    await user.click(table.getByRole('button', { name: 'Activate intern' }));
    await waitFor(() =>
      expect(callsTo(api.calls, 'PUT', '/admin/xpbx/user/3')[0]?.body).toEqual({ is_active: 1 }),
    );
  });

  it('deletes a user only after the confirmation', async () => {
    const { user, api, table } = await openUsers();
    await user.click(table.getByRole('button', { name: 'Delete reception' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete reception?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(api.calls, 'DELETE', '/admin/xpbx/user')).toEqual([]);

    await user.click(table.getByRole('button', { name: 'Delete reception' }));
    const again = within(await screen.findByRole('alertdialog'));
    await user.click(again.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You have deleted user reception successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', '/admin/xpbx/user').map((call) => call.path)).toEqual([
      '/admin/xpbx/user/1',
    ]);
    await waitFor(() => expect(table.queryByText('reception')).not.toBeInTheDocument());
  });

  it('deletes the selected users with one DELETE per id, after the confirmation', async () => {
    const { user, api, table } = await openUsers();
    await user.click(table.getByRole('checkbox', { name: 'Select reception' }));
    await user.click(table.getByRole('checkbox', { name: 'Select intern' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = within(
      await screen.findByRole('alertdialog', {
        name: 'Are you sure you want to delete the 2 selected users?',
      }),
    );
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You have deleted 2 users successfully.')).toBeInTheDocument();
    expect(
      callsTo(api.calls, 'DELETE', '/admin/xpbx/user')
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/admin/xpbx/user/1', '/admin/xpbx/user/3']);
    expect(await screen.findByText('Showing 1 to 1 of 1 users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
  });

  it('says when a write fails, naming the user', async () => {
    const api = fakePbxApi(seed());
    api.routes['PUT /admin/xpbx/user/2'] = new Response(JSON.stringify({ message: 'boom' }), {
      status: 500,
      headers: { 'Content-Type': 'application/json' },
    });
    const { user } = await renderApp({ path: '/xpbx/settings/users', fetch: api.fetch, loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Deactivate sales.anna' }));
    expect(
      await screen.findByText('Something went wrong with editing user sales.anna, please try again'),
    ).toBeInTheDocument();
  });

  it('shows the empty table, and the failure with a retry', async () => {
    const empty = fakePbxApi({});
    const first = await renderApp({ path: '/xpbx/settings/users', fetch: empty.fetch, loggedIn: true });
    expect(await screen.findByText('No data available in table')).toBeInTheDocument();
    first.unmount();

    const failing = fakePbxApi(seed());
    delete failing.routes['GET /admin/xpbx/user'];
    const { user } = await renderApp({ path: '/xpbx/settings/users', fetch: failing.fetch, loggedIn: true });
    expect(
      await screen.findByText('This page could not be shown. Please try again in a moment.'),
    ).toBeInTheDocument();
    failing.routes['GET /admin/xpbx/user'] = () => json(failing.users);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('reception')).toBeInTheDocument();
  });

  it('in login mode offers Login per user, which asks why and impersonates, and Logout for the impersonated one', async () => {
    const api = fakePbxApi(seed());
    api.routes['POST /admin/user-login/2'] = {
      access_token: accessToken({ kind: 'user' }),
      refresh_token: 'user-refresh',
    };
    api.routes['GET /admin/logout'] = { message: 'Logged out.' };
    const { user, app, location } = await renderApp({
      path: '/profile/users',
      fetch: api.fetch,
      loggedIn: true,
      admin: true,
    });
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    await table.findByText('sales.anna');
    expect(table.queryByRole('columnheader', { name: /Extension/ })).not.toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: 'Settings' })).toBeInTheDocument();

    await user.click(table.getByRole('button', { name: 'Login as sales.anna' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Log in as sales.anna' }));
    // Without a reason nothing is sent.
    await user.click(ask.getByRole('button', { name: 'Log in' }));
    expect(await ask.findByRole('alert')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/user-login/2')).toEqual([]);
    await user.type(ask.getByRole('textbox', { name: /Reason/ }), 'Ticket 42: the IVR');
    await user.click(ask.getByRole('button', { name: 'Log in' }));
    expect(callsTo(api.calls, 'POST', '/admin/user-login/2')[0]?.body).toEqual({
      reason: 'Ticket 42: the IVR',
    });
    expect(
      await screen.findByText('You have logged in as user sales.anna successfully.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/xpbx/settings/users'));
    expect(app.api.impersonatedUserId()).toBe(2);
    // The header's user menu names the user acted as, not the administrator.
    expect(await screen.findByRole('button', { name: 'sales.anna' })).toBeInTheDocument();

    await app.router.navigate({ to: '/profile/users' });
    const again = within(await screen.findByRole('table', { name: 'Users' }));
    await user.click(await again.findByRole('button', { name: 'Logout from the account of sales.anna' }));
    expect(
      await screen.findByText('You have logged out of the account of user sales.anna successfully.'),
    ).toBeInTheDocument();
    expect(app.api.isImpersonating()).toBe(false);

    // The dialog of login mode has no extension dropdown (the list reloads for the owner first).
    await user.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create user' }));
    expect(dialog.getByRole('combobox', { name: 'Timezone' })).toBeInTheDocument();
    expect(dialog.queryByRole('combobox', { name: 'Extension' })).not.toBeInTheDocument();
  });
});
