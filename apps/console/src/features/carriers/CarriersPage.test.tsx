import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { carrier, fakeTelephonyApi } from '#test/telephonyFixtures';
// The page imports its form when the dialog first opens; loaded here so no test waits on it.
import './carrierForm';

afterEach(() => toast.clear());

async function openCarriers() {
  const api = fakeTelephonyApi({ '/admin/xpbx/carrier': [carrier(1, 'Acme Voice'), carrier(2, 'Blue Tel')] });
  const view = await renderApp({ path: '/xpbx/settings/carriers', fetch: api.fetch, loggedIn: true });
  const table = within(await screen.findByRole('table', { name: 'Carriers' }));
  return { ...view, api, table };
}

describe('the carriers page', () => {
  it('lists the carriers, each name leading to its page', async () => {
    const { table } = await openCarriers();
    expect(table.getByRole('link', { name: 'Open Acme Voice' })).toHaveAttribute(
      'href',
      '/xpbx/settings/carrier/1',
    );
    expect(screen.getByText('Showing 1 to 2 of 2 carriers')).toBeInTheDocument();
  });

  it("adds a carrier with 'Add carrier' and says so as spec §8 does", async () => {
    const { user, api } = await openCarriers();
    await user.click(screen.getByRole('button', { name: 'Add carrier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add carrier' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Nord Carrier');
    await user.type(dialog.getByLabelText(/^Password/), 'trunk-secret');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('You have created carrier Nord Carrier successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/carrier')[0]?.body).toMatchObject({
      carrier_name: 'Nord Carrier',
      password: 'trunk-secret',
      currency: 'EUR',
      voice_supplier: 1,
      is_active: 1,
    });
  });

  it('keeps the saved password when the field is left empty on edit (it is never shown)', async () => {
    const { user, api, table } = await openCarriers();
    await user.click(table.getByRole('button', { name: 'Edit Blue Tel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit carrier' }));
    expect(dialog.getByLabelText(/^Password/)).toHaveValue('');
    expect(dialog.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Leave empty to keep the saved password; it is never shown again.',
    );
    await user.clear(dialog.getByRole('textbox', { name: 'Description' }));
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Backup route');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You have edited carrier Blue Tel successfully.')).toBeInTheDocument();
    const body = callsTo(api.calls, 'PUT', '/admin/xpbx/carrier/2')[0]?.body as Record<string, unknown>;
    expect(body.description).toBe('Backup route');
    expect(body).not.toHaveProperty('password');
  });

  it('asks before deleting, naming the carrier, then removes it', async () => {
    const { user, table } = await openCarriers();
    await user.click(table.getByRole('button', { name: 'Delete Acme Voice' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete Acme Voice?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You have deleted carrier Acme Voice successfully.')).toBeInTheDocument();
    await waitFor(() => expect(table.queryByText('Acme Voice')).not.toBeInTheDocument());
  });
});
