/**
 * The API keys page: the keys from the API, a new key shown once with its copy button, the scopes
 * sent as chosen, and revoking after a confirmation.
 */
import type { ApiKey } from '@switchboard/contract';
import { screen, within } from '@testing-library/react';
import { fakeApi, json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';

const key = (id: number, overrides: Partial<ApiKey> = {}): ApiKey => ({
  id,
  name: `Key ${id}`,
  prefix: `sbk_abcdefgh${id}`,
  scopes: ['widgets:read'],
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});

function api() {
  let keys: ApiKey[] = [
    key(1, { last_used_at: '2026-11-21T08:00:00.000Z' }),
    key(2, { revoked_at: '2026-11-22T09:00:00.000Z' }),
  ];
  return fakeApi({
    'GET /admin/profile/api-keys': () => json(keys),
    'POST /admin/profile/api-keys': ({ body }: { body: { name: string; scopes: ApiKey['scopes'] } }) => {
      const created = key(3, { name: body.name, scopes: body.scopes });
      keys = [created, ...keys];
      return json({ ...created, api_key: 'sbk_abcdefgh3_secretsecretsecret' }, 201);
    },
    'DELETE /admin/profile/api-keys/1': () => {
      keys = keys.map((k) => (k.id === 1 ? { ...k, revoked_at: '2026-11-23T10:00:00.000Z' } : k));
      return json(keys[keys.length - 2]);
    },
  });
}

describe('ApiKeysPage', () => {
  it('lists the keys with their scopes, last use and status', async () => {
    await renderApp({ path: '/profile/api-keys', fetch: api().fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'API keys' }));
    expect(table.getByText('Key 1')).toBeInTheDocument();
    expect(table.getAllByText('widgets:read')).toHaveLength(2);
    expect(table.getByText('Never')).toBeInTheDocument();
    expect(table.getByText('Revoked')).toBeInTheDocument();
    // A revoked key cannot be revoked again.
    expect(table.queryByRole('button', { name: 'Revoke Key 2' })).not.toBeInTheDocument();
  });

  it('creates a key with the chosen scopes and shows it once, to copy', async () => {
    const fake = api();
    const { user } = await renderApp({ path: '/profile/api-keys', fetch: fake.fetch, loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API key' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Choose at least one scope, each once')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'CRM sync');
    await user.click(dialog.getByRole('checkbox', { name: 'pbx:read' }));
    await user.click(dialog.getByRole('checkbox', { name: 'reports:read' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const shown = within(await screen.findByRole('dialog', { name: 'CRM sync' }));
    expect(shown.getByText('sbk_abcdefgh3_secretsecretsecret')).toBeInTheDocument();
    expect(shown.getByText(/shown only this once/)).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'CRM sync',
      scopes: ['pbx:read', 'reports:read'],
    });
    expect(await screen.findByText('You have created API key CRM sync successfully.')).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('sbk_abcdefgh3_secretsecretsecret')).not.toBeInTheDocument();
  });

  it('revokes a key after a confirmation', async () => {
    const fake = api();
    const { user } = await renderApp({ path: '/profile/api-keys', fetch: fake.fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'API keys' }));
    await user.click(table.getByRole('button', { name: 'Revoke Key 1' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Are you sure you want to revoke Key 1?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have revoked Key 1 successfully.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.path === '/admin/profile/api-keys/1')).toBe(
      true,
    );
    expect(await table.findAllByText('Revoked')).toHaveLength(2);
  });

  it('says so when the keys cannot be loaded', async () => {
    // A refusal is final (no retries), so the page says so at once and offers to try again.
    const fake = fakeApi({
      'GET /admin/profile/api-keys': json({ message: 'Not found.' }, 404),
    });
    await renderApp({ path: '/profile/api-keys', fetch: fake.fetch, loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
