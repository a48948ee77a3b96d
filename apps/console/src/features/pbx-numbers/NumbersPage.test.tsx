import type { DidNumber, InternalNumber } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { callsTo, pbxUser } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

const STAMP = '2026-01-01T09:00:00.000Z';
const did = (id: number, number: string, overrides: Partial<DidNumber> = {}): DidNumber => ({
  id,
  number,
  description: '',
  country: 'BG',
  number_type: 'local',
  target_type: null,
  target_id: null,
  target_name: null,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});
const internal = (id: number, number: string, overrides: Partial<InternalNumber> = {}): InternalNumber => ({
  id,
  number,
  pbx_user_id: null,
  username: null,
  description: '',
  presentation_number: null,
  is_active: 1,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

const queue = { id: 7, name: 'Support', description: '', is_active: 1, created_at: STAMP, updated_at: STAMP };

async function openNumbers(path = '/xpbx/settings/did-numbers', arabic = false) {
  const dids = [
    did(1, '+35924001000', {
      description: 'Main line',
      number_type: 'national',
      target_type: 'queue',
      target_id: 7,
      target_name: 'Support',
    }),
    did(2, '+4930200010', { description: 'Sales line', country: 'DE' }),
  ];
  const internals = [internal(3, '501', { pbx_user_id: 4, username: 'maria', description: 'Reception' })];
  const api = fakeTelephonyApi({
    '/admin/xpbx/did': dids,
    '/admin/xpbx/internal-number': internals,
    '/admin/xpbx/queue': [queue],
    '/admin/xpbx/user': [pbxUser(4, 'maria')],
  });
  const view = await renderApp({ path, fetch: api.fetch, loggedIn: true, locale: arabic ? 'ar' : undefined });
  return { ...view, api };
}

describe('the numbers page', { timeout: 30_000 }, () => {
  it('lists the external numbers with country, type and target in words, and the menu leads to it', async () => {
    await openNumbers();
    const table = within(await screen.findByRole('table', { name: 'External numbers' }));
    await table.findByText('Main line');
    expect(table.getByText('Bulgaria')).toBeInTheDocument();
    expect(table.getByText('Germany')).toBeInTheDocument();
    expect(table.getByText('National')).toBeInTheDocument();
    expect(table.getByText('Queue: Support')).toBeInTheDocument();
    // The second number has no target.
    expect(table.getByText('Not routed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Numbers', hidden: true })).toHaveAttribute(
      'href',
      '/xpbx/settings/did-numbers',
    );
  });

  it('adds a number routed to a queue chosen by type, then by name, with the §8 notice', async () => {
    const { user, api } = await openNumbers();
    await screen.findByRole('table', { name: 'External numbers' });
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add external number' }));
    const number = dialog.getByRole('textbox', { name: 'Number' });

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Number is required.'));
    await user.type(number, '+35924001000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Number already exists.'));
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/did')).toEqual([]);

    await user.clear(number);
    await user.type(number, '+35924009000');
    await user.click(dialog.getByRole('button', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Bulgaria (+359)' }));
    await user.click(dialog.getByRole('button', { name: /Number type/ }));
    await user.click(await screen.findByRole('option', { name: 'Toll free' }));
    await user.click(dialog.getByRole('button', { name: /Routed to/ }));
    await user.click(await screen.findByRole('option', { name: 'Queue' }));
    // A type without a target is refused on the target, before anything is sent.
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Target is required.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/did')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: /Target/ }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('You have created external number \u2066+35924009000\u2069 successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/did')[0]?.body).toEqual({
      number: '+35924009000',
      description: '',
      country: 'BG',
      number_type: 'toll_free',
      target_type: 'queue',
      target_id: 7,
    });
  });

  it('shows the internal numbers with their user, and switches one off', async () => {
    const { user, api } = await openNumbers('/xpbx/settings/did-numbers?tab=internal');
    const table = within(await screen.findByRole('table', { name: 'Internal numbers' }));
    await table.findByText('Reception');
    expect(table.getByText('maria')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Deactivate \u2066501\u2069' }));
    expect(
      await screen.findByText('You have edited internal number \u2066501\u2069 successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/internal-number/3')[0]?.body).toEqual({ is_active: 0 });
  });

  it('edits a number with its target chosen, and a new type drops the old target', async () => {
    const { user, api } = await openNumbers();
    const table = within(await screen.findByRole('table', { name: 'External numbers' }));
    await user.click(await table.findByRole('button', { name: 'Edit \u2066+35924001000\u2069' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit external number' }));
    expect(dialog.getByRole('combobox', { name: /Routed to/ })).toHaveValue('Queue');
    expect(await dialog.findByRole('combobox', { name: /Target/ })).toHaveValue('Support');

    await user.click(dialog.getByRole('button', { name: /Routed to/ }));
    await user.click(await screen.findByRole('option', { name: 'Flow' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Target is required.')).toBeInTheDocument();

    // "Not routed" clears both.
    await user.click(dialog.getByRole('button', { name: /Routed to/ }));
    await user.click(await screen.findByRole('option', { name: 'Not routed' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You have edited external number \u2066+35924001000\u2069 successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/did/1')[0]?.body).toMatchObject({
      target_type: null,
      target_id: null,
    });
  });

  it('reads in Arabic with the numbers left to right', async () => {
    await openNumbers('/xpbx/settings/did-numbers', true);
    const table = within(await screen.findByRole('table', { name: 'الأرقام الخارجية' }));
    // Isolated left to right (U+2066 … U+2069): not '35924001000+'.
    expect(await table.findByText('\u2066+35924001000\u2069')).toBeInTheDocument();
    expect(table.getByText('طابور: Support')).toBeInTheDocument();
    expect(table.getByText('غير موجّه')).toBeInTheDocument();
  });
});
