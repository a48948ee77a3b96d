import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';
import { twoDomains } from './domainFixtures';

afterEach(() => toast.clear());

async function openCreateDomain(extra: Record<string, unknown> = {}) {
  const api = fakeTelephonyApi({ '/admin/xpbx/domain': twoDomains() }, extra);
  const view = await renderApp({ path: '/xpbx/settings/create-domain', fetch: api.fetch, loggedIn: true });
  const form = within(await screen.findByRole('form', { name: 'Create domain' }));
  return { ...view, api, form };
}

describe('the create-domain page', () => {
  it('checks the fields before sending, creates the domain with its zone, then shows the list', async () => {
    const { user, api, form, location } = await openCreateDomain();
    const host = form.getByRole('textbox', { name: 'Domain' });
    await user.type(host, 'not a host');
    await user.click(form.getByRole('button', { name: 'Create domain' }));
    expect(host).toHaveAccessibleDescription(expect.stringContaining('Enter valid Domain'));
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/domain')).toEqual([]);

    await user.clear(host);
    await user.type(host, 'sip.example.net');
    await user.click(form.getByRole('button', { name: /Time zone/ }));
    await user.click(await screen.findByRole('option', { name: 'Europe/Sofia (UTC+02:00)' }));
    await user.click(form.getByRole('button', { name: 'Create domain' }));

    expect(
      await screen.findByText('You have created domain sip.example.net successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/domain')[0]?.body).toEqual({
      domain: 'sip.example.net',
      number_pattern: '',
      timezone: 'Europe/Sofia',
    });
    expect(await screen.findByRole('table', { name: 'Domains' })).toBeInTheDocument();
    expect(location().pathname).toBe('/xpbx/settings/domains');
  });

  it("shows the server's field message under its field", async () => {
    const { user, form } = await openCreateDomain({
      'POST /admin/xpbx/domain': () =>
        json({ message: 'Domain already exists.', errors: { domain: ['Domain already exists.'] } }, 422),
    });
    const host = form.getByRole('textbox', { name: 'Domain' });
    await user.type(host, 'OFFICE2.example.com');
    await user.click(form.getByRole('button', { name: 'Create domain' }));
    expect(await screen.findByText('Domain already exists.')).toBeInTheDocument();
    expect(host).toHaveAccessibleDescription(expect.stringContaining('Domain already exists.'));
  });
});
