import { PBX_SETTINGS_DEFAULTS } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';
import { twoDomains } from './domainFixtures';

afterEach(() => toast.clear());

async function openTimezones() {
  let settings = { ...PBX_SETTINGS_DEFAULTS, updated_at: null as string | null };
  const api = fakeTelephonyApi(
    { '/admin/xpbx/domain': twoDomains() },
    {
      'GET /admin/xpbx/settings': () => json(settings),
      'PUT /admin/xpbx/settings': ({ body }: { body: Record<string, unknown> }) => {
        settings = { ...settings, ...body, updated_at: '2026-01-02T09:00:00.000Z' };
        return json(settings);
      },
    },
  );
  const view = await renderApp({ path: '/xpbx/settings/timezones', fetch: api.fetch, loggedIn: true });
  await screen.findByRole('heading', { name: 'Time zones' });
  return { ...view, api };
}

describe('the time zones page', () => {
  it("saves the account's zone, chosen from the zones with their offsets", async () => {
    const { user, api } = await openTimezones();
    const form = within(screen.getByRole('form', { name: 'Account time zone' }));
    await user.click(form.getByRole('button', { name: /Account time zone/ }));
    await user.click(await screen.findByRole('option', { name: 'Europe/Sofia (UTC+02:00)' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have saved the account time zone successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/settings')[0]?.body).toEqual({ timezone: 'Europe/Sofia' });
  });

  it("changes a domain's zone at once, back to the account's with the first entry", async () => {
    const { user, api } = await openTimezones();
    expect(screen.getByRole('link', { name: 'Time zones', hidden: true })).toHaveAttribute(
      'href',
      '/xpbx/settings/timezones',
    );
    await user.click(screen.getByRole('button', { name: /Time zone of office\.example\.com/ }));
    await user.click(await screen.findByRole('option', { name: 'The account’s time zone' }));
    expect(
      await screen.findByText('You have edited domain office.example.com successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/domain/2')[0]?.body).toEqual({ timezone: null });
  });
});
