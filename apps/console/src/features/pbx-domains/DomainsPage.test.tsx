import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';
import { twoDomains } from './domainFixtures';

afterEach(() => toast.clear());

async function openDomains() {
  const api = fakeTelephonyApi({ '/admin/xpbx/domain': twoDomains() });
  const view = await renderApp({ path: '/xpbx/settings/domains', fetch: api.fetch, loggedIn: true });
  const table = within(await screen.findByRole('table', { name: 'Domains' }));
  await table.findByText('office.example.com');
  return { ...view, api, table };
}

describe('the domains page', () => {
  it('lists the domains, the default one marked, and the PBX menu leads to it', async () => {
    const { table } = await openDomains();
    expect(table.getByText('account-1.pbx.local (default)')).toBeInTheDocument();
    expect(table.getByText('^\\+?359')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 domains')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Domains', hidden: true })).toHaveAttribute(
      'href',
      '/xpbx/settings/domains',
    );
  });

  it('checks host and pattern in the edit dialog (RE2, a host listed once), then saves the domain', async () => {
    const { user, api, table } = await openDomains();
    await user.click(table.getByRole('button', { name: 'Edit office.example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit domain' }));
    const host = dialog.getByRole('textbox', { name: 'Domain' });
    const pattern = dialog.getByRole('textbox', { name: 'Number pattern' });

    await user.clear(host);
    await user.type(host, 'account-1.pbx.local');
    await user.clear(pattern);
    await user.type(pattern, '(\\d)\\1');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(host).toHaveAccessibleDescription(expect.stringContaining('Domain already exists.'));
    expect(pattern).toHaveAccessibleDescription(expect.stringContaining('Enter valid Number pattern'));
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/domain/2')).toEqual([]);

    await user.clear(host);
    await user.type(host, 'branch.example.com');
    await user.clear(pattern);
    await user.type(pattern, '^49');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You have edited domain branch.example.com successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/domain/2')[0]?.body).toMatchObject({
      domain: 'branch.example.com',
      number_pattern: '^49',
    });
  });

  it('leads to the create-domain page', async () => {
    const { user, location } = await openDomains();
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByRole('heading', { name: 'Create domain' })).toBeInTheDocument();
    expect(location().pathname).toBe('/xpbx/settings/create-domain');
  });
});
