import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { destination, fakeTelephonyApi } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

describe('the destinations page', () => {
  it("says 'No data available in table' when empty and adds a destination", async () => {
    const rows: ReturnType<typeof destination>[] = [];
    const api = fakeTelephonyApi({ '/admin/xpbx/destination': rows });
    const { user } = await renderApp({
      path: '/xpbx/settings/destinations',
      fetch: api.fetch,
      loggedIn: true,
    });
    expect(await screen.findByText('No data available in table')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add destination' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add destination' }));
    await user.type(dialog.getByRole('textbox', { name: /Prefix$/ }), '359888');
    await user.type(dialog.getByRole('textbox', { name: /Prefix name/ }), 'Bulgaria mobile');
    await user.click(dialog.getByRole('button', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Bulgaria (+359)' }));
    await user.click(dialog.getByRole('switch', { name: 'Is mobile' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('You have created destination Bulgaria mobile successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/destination')[0]?.body).toEqual({
      prefix: '359888',
      prefix_name: 'Bulgaria mobile',
      country: 'BG',
      is_mobile: 1,
      is_itfs: 0,
    });
  });

  it('adds every country code at once and shows them', async () => {
    const rows = [destination(1, '359', 'Bulgaria')];
    const api = fakeTelephonyApi(
      { '/admin/xpbx/destination': rows },
      {
        'POST /admin/xpbx/destination/seed': () => {
          rows.push(destination(2, '49', 'Germany', { country: 'DE' }));
          return json({ added: 1 });
        },
      },
    );
    const { user } = await renderApp({
      path: '/xpbx/settings/destinations',
      fetch: api.fetch,
      loggedIn: true,
    });
    const table = within(await screen.findByRole('table', { name: 'Destinations' }));
    await user.click(screen.getByRole('button', { name: 'Add all country codes' }));
    expect(await screen.findByText('1 country code was added.')).toBeInTheDocument();
    await waitFor(() => expect(table.getByText('Germany')).toBeInTheDocument());
  });
});
