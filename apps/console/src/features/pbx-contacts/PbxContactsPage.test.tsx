import type { PbxContact, PbxContactImportPreview } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

const STAMP = '2026-01-01T09:00:00.000Z';
const contact = (id: number, first_name: string, number: string): PbxContact => ({
  id,
  first_name,
  last_name: '',
  number,
  company: 'Acme',
  email: '',
  created_at: STAMP,
  updated_at: STAMP,
});

const preview: PbxContactImportPreview = {
  import_id: 'imp-1',
  counts: { good: 2, bad: 1 },
  rows: [
    { line: 2, values: { first_name: 'Anna', last_name: '', number: '4930111', company: '', email: '' } },
    {
      line: 3,
      values: { first_name: 'Ben', last_name: '', number: '4930222', company: '', email: 'nope' },
      errors: { email: 'Enter valid Email' },
    },
    { line: 4, values: { first_name: 'Chen', last_name: '', number: '4930333', company: '', email: '' } },
  ],
  expires_at: STAMP,
};

async function openContacts() {
  const rows = [contact(1, 'Maria', '+35928123456'), contact(2, 'Jonas', '+4930123456')];
  const api = fakeTelephonyApi(
    { '/admin/xpbx/contacts': rows },
    {
      'POST /admin/xpbx/contacts/import': json(preview),
      'POST /admin/xpbx/contacts/import/imp-1': json({ created: 2 }),
    },
  );
  const view = await renderApp({ path: '/xpbx/settings/contacts', fetch: api.fetch, loggedIn: true });
  const table = within(await screen.findByRole('table', { name: 'Contacts' }));
  await table.findByText('Maria');
  return { ...view, api, table };
}

describe('the PBX contacts page', () => {
  it('lists the phone book, and the PBX menu leads to it', async () => {
    const { table } = await openContacts();
    expect(table.getByText('+4930123456')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 contacts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contacts', hidden: true })).toHaveAttribute(
      'href',
      '/xpbx/settings/contacts',
    );
  });

  it('adds a contact with the §8 notice, refusing a number already listed', async () => {
    const { user, api } = await openContacts();
    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add contact' }));
    await user.type(dialog.getByRole('textbox', { name: 'First name' }), 'Li');
    const number = dialog.getByRole('textbox', { name: 'Number' });
    await user.type(number, '+4930123456');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Number already exists.'));
    await user.clear(number);
    await user.type(number, '+6561234567');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have created contact +6561234567 successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/contacts')[0]?.body).toEqual({
      first_name: 'Li',
      last_name: '',
      number: '+6561234567',
      company: '',
      email: '',
    });
  });

  it('previews an import with its bad row, and writes only on "Import 2 contacts"', async () => {
    const { user, api } = await openContacts();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import contacts' }));
    const file = new File(['first_name,number\nAnna,4930111\n'], 'contacts.csv', { type: 'text/csv' });
    await user.upload(dialog.getByLabelText(/CSV or XLSX file/), file);
    await user.click(dialog.getByRole('button', { name: 'Preview' }));

    expect(await dialog.findByText('2 contacts are ready to import.')).toBeInTheDocument();
    expect(dialog.getByText('Row 3: Enter valid Email')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/contacts/import/imp-1')).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Import 2 contacts' }));
    expect(await screen.findByText('You have imported 2 contacts successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/contacts/import/imp-1')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Import contacts' })).not.toBeInTheDocument(),
    );
  });
});
