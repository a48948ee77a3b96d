import type { BlacklistEntry } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

const STAMP = '2026-01-01T09:00:00.000Z';
const entry = (id: number, number: string, overrides: Partial<BlacklistEntry> = {}): BlacklistEntry => ({
  id,
  number,
  description: '',
  direction: 'inbound',
  is_active: 1,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

async function openBlacklist() {
  const rows = [
    entry(1, '+35929876543', { description: 'Nuisance calls' }),
    entry(2, '35990', { description: 'Premium rate', direction: 'outbound' }),
  ];
  const api = fakeTelephonyApi({ '/admin/xpbx/blacklist': rows });
  const view = await renderApp({ path: '/xpbx/settings/blacklist', fetch: api.fetch, loggedIn: true });
  const table = within(await screen.findByRole('table', { name: 'Blacklisted numbers' }));
  await table.findByText('Nuisance calls');
  return { ...view, api, table };
}

describe('the blacklist page', () => {
  it('lists the numbers with their direction, and the PBX menu leads to it', async () => {
    const { table } = await openBlacklist();
    expect(table.getByText('Inbound')).toBeInTheDocument();
    expect(table.getByText('Outbound')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 numbers')).toBeInTheDocument();
    // The PBX side menu (shown beside the page on wide screens) offers it.
    expect(screen.getByRole('link', { name: 'Blacklist', hidden: true })).toHaveAttribute(
      'href',
      '/xpbx/settings/blacklist',
    );
  });

  it('checks the dialog before sending, then adds the number with the §8 notice', async () => {
    const { user, api } = await openBlacklist();
    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add number to blacklist' }));
    const number = dialog.getByRole('textbox', { name: 'Number' });

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Number is required.'));
    await user.type(number, '35990');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Number already exists.'));
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/blacklist')).toEqual([]);

    await user.clear(number);
    await user.type(number, '+4930123');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Robocaller');
    await user.click(dialog.getByRole('button', { name: /Direction/ }));
    await user.click(await screen.findByRole('option', { name: 'Both' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('You have created blacklist entry +4930123 successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/blacklist')[0]?.body).toEqual({
      number: '+4930123',
      description: 'Robocaller',
      direction: 'both',
      is_active: 1,
    });
  });

  it('switches a number off, and deletes the selected ones after the confirmation', async () => {
    const { user, api, table } = await openBlacklist();
    await user.click(table.getByRole('button', { name: 'Deactivate +35929876543' }));
    expect(
      await screen.findByText('You have edited blacklist entry +35929876543 successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/blacklist/1')[0]?.body).toEqual({ is_active: 0 });

    await user.click(table.getByRole('checkbox', { name: 'Select +35929876543' }));
    await user.click(table.getByRole('checkbox', { name: 'Select 35990' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = within(
      await screen.findByRole('alertdialog', {
        name: 'Are you sure you want to delete the 2 selected numbers?',
      }),
    );
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('You have deleted 2 blacklisted numbers successfully.'),
    ).toBeInTheDocument();
    expect(
      callsTo(api.calls, 'DELETE', '/admin/xpbx/blacklist')
        .map((call) => call.path)
        .sort(),
    ).toEqual(['/admin/xpbx/blacklist/1', '/admin/xpbx/blacklist/2']);
    await waitFor(() => expect(table.queryByText('Nuisance calls')).not.toBeInTheDocument());
  });
});
