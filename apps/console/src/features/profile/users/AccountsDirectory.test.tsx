import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { accessToken, json } from '#test/fakeApi';
import { callsTo, fakePbxApi } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';

const account = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  owner_name: name,
  owner_email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.test`,
  email_verified: true,
  company_name: `${name} Ltd`,
  balance: 12.5,
  balance_minor: 1250,
  created_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});

afterEach(() => toast.clear());

describe('the accounts directory (administrators, /profile/users)', () => {
  it('lists the accounts, searches on the server, opens one and acts as its user for a reason', async () => {
    const api = fakePbxApi();
    api.routes['POST /admin/accounts/search'] = ({ body }: { body: { search?: string } }) =>
      json({
        accounts: body.search
          ? [account(8, 'Linus Torvalds', { email_verified: false })]
          : [account(7, 'Grace Hopper'), account(8, 'Linus Torvalds', { email_verified: false })],
        total: body.search ? 1 : 2,
        page: 1,
        page_size: 25,
      });
    api.routes['GET /admin/accounts/8'] = {
      account: account(8, 'Linus Torvalds'),
      users: [
        { id: 31, username: 'kernel', description: 'Maintainer', is_active: true },
        { id: 32, username: 'old', description: '', is_active: false },
      ],
    };
    api.routes['POST /admin/user-login/31'] = {
      access_token: accessToken({ kind: 'user' }),
      refresh_token: 'user-refresh',
    };
    const { user } = await renderApp({
      path: '/profile/users',
      fetch: api.fetch,
      loggedIn: true,
      admin: true,
    });

    const table = within(await screen.findByRole('table', { name: 'Accounts' }));
    expect(await table.findByText('Grace Hopper')).toBeInTheDocument();
    expect(table.getByText('grace.hopper@example.test')).toBeInTheDocument();
    // The table's own report and pager follow the server's pages.
    expect(screen.getByText('Showing 1 to 2 of 2 accounts')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search by owner, e-mail or company' }), 'linus');
    await waitFor(() => expect(table.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(callsTo(api.calls, 'POST', '/admin/accounts/search').at(-1)?.body).toEqual({
      search: 'linus',
      page: 1,
    });

    await user.click(table.getByRole('button', { name: 'Show the users of Linus Torvalds' }));
    const users = within(await screen.findByRole('table', { name: 'Users of the account' }));
    expect(await users.findByText('kernel')).toBeInTheDocument();
    expect(users.getByText('Inactive')).toBeInTheDocument();

    await user.click(users.getByRole('button', { name: 'Login as kernel' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Log in as kernel' }));
    await user.type(ask.getByRole('textbox', { name: /Reason/ }), 'Ticket 7');
    await user.click(ask.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('You have logged in as user kernel successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/user-login/31')[0]?.body).toEqual({ reason: 'Ticket 7' });
  });

  it('says when the accounts cannot be loaded, and tries again', async () => {
    const api = fakePbxApi();
    api.routes['POST /admin/accounts/search'] = json({ message: 'Server Error' }, 500);
    const { user } = await renderApp({
      path: '/profile/users',
      fetch: api.fetch,
      loggedIn: true,
      admin: true,
    });
    expect(await screen.findByText('The accounts could not be loaded.')).toBeInTheDocument();
    api.routes['POST /admin/accounts/search'] = { accounts: [], total: 0, page: 1, page_size: 25 };
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByText('No account matches the search.')).toBeInTheDocument();
  });
});
