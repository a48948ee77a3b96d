import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, extension, fakePbxApi, pbxUser } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';

afterEach(() => toast.clear());

const seed = () => ({
  users: [pbxUser(1, 'reception', { extension_id: 11, extension: { extension: '101' } })],
  extensions: [
    extension(11, '101', { description: 'Reception desk', presentation_number: '+35924001000' }),
    extension(12, '102', { description: 'Sales', status: 0 }),
  ],
});

async function openExtensions() {
  const api = fakePbxApi(seed());
  const view = await renderApp({ path: '/xpbx/settings/extensions', fetch: api.fetch, loggedIn: true });
  const table = within(await screen.findByRole('table', { name: 'Extensions' }));
  await table.findByText('Reception desk');
  return { ...view, api, table };
}

/** The first cell of each body row: the extension numbers in display order. */
function numbers() {
  const table = screen.getByRole('table', { name: 'Extensions' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('the extensions page', () => {
  it('lists the extensions with the user who has each one', async () => {
    const { table } = await openExtensions();
    expect(numbers()).toEqual(['101', '102']);
    expect(table.getByText('reception')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 extensions')).toBeInTheDocument();
  });

  it('creates an extension and puts it on top of the list without reloading it', async () => {
    const { user, api } = await openExtensions();
    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create extension' }));

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Extension' })).toHaveAccessibleDescription(
      'Extension is required.',
    );
    await user.type(dialog.getByRole('textbox', { name: 'Extension' }), '102');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Extension' })).toHaveAccessibleDescription(
      'Extension already exists.',
    );
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/extension')).toEqual([]);

    await user.clear(dialog.getByRole('textbox', { name: 'Extension' }));
    await user.type(dialog.getByRole('textbox', { name: 'Extension' }), '105');
    await user.type(dialog.getByLabelText(/^Password/), 'sip-secret-1');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Lobby');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You have created extension 105 successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/extension')[0]?.body).toEqual({
      extension: '105',
      password: 'sip-secret-1',
      description: 'Lobby',
      is_active: 1,
      status: 1,
      presentation_number: null,
      domain_id: null,
    });
    await waitFor(() => expect(numbers()).toEqual(['105', '101', '102']));
    // The list was changed in place: it was fetched once, when the page opened.
    const listReads = api.calls.filter(
      (call) => call.method === 'GET' && call.path === '/admin/xpbx/extension',
    );
    expect(listReads).toHaveLength(1);
  });

  it('sends an update with the empty number as null and the empty texts as empty strings', async () => {
    const { user, api } = await openExtensions();
    await user.click(screen.getByRole('button', { name: 'Edit extension 102' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit extension' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Extension' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Description' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You have edited extension 102 successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/extension/12')[0]?.body).toEqual({
      extension: null,
      password: '',
      description: '',
      is_active: 1,
      status: 1,
      presentation_number: null,
      domain_id: 1,
    });
    expect(numbers()).toEqual(['101', '102']);
  });

  it('deletes an extension after the confirmation under the global loader and removes its row', async () => {
    const { user, api } = await openExtensions();
    const answer = api.routes['DELETE /admin/xpbx/extension/12'] as () => Response;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    api.routes['DELETE /admin/xpbx/extension/12'] = async () => {
      await gate;
      return answer();
    };
    await user.click(screen.getByRole('button', { name: 'Delete extension 102' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete 102?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status', { name: 'Working' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Working' })).not.toBeInTheDocument());
    expect(await screen.findByText('You have deleted extension 102 successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', '/admin/xpbx/extension').map((call) => call.path)).toEqual([
      '/admin/xpbx/extension/12',
    ]);
    await waitFor(() => expect(numbers()).toEqual(['101']));
  });
});
