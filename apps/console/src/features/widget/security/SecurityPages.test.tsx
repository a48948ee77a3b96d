import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';

afterEach(() => toast.clear());

const COUNTRIES = [
  { name: 'Germany', dial_code: '+49', code: 'DE' },
  { name: 'Bulgaria', dial_code: '+359', code: 'BG' },
  { name: 'France', dial_code: '+33', code: 'FR' },
  { name: 'United States', dial_code: '+1', code: 'US' },
];

async function open(path: string, seed = [widget(1, 'Main site')], routes: Record<string, unknown> = {}) {
  const backend = fakeWidgetApi(seed);
  const api = fakeApi({ ...backend.routes, 'GET /admin/countries': COUNTRIES, ...routes });
  const view = await renderApp({ path, fetch: api.fetch, loggedIn: true });
  const sent = (prefix: string) => api.calls.filter((call) => call.path.startsWith(prefix));
  return { ...view, api, backend, sent };
}

describe('the security overview', () => {
  it('says what each list holds and links to it', async () => {
    await open('/widget/security', [
      widget(1, 'Main site', { my_country: ['DE', 'BG', 'FR'], ip_blacklist: ['203.0.113.7', '10.0.0.0/8'] }),
    ]);
    const countries = await screen.findByRole('link', { name: 'Countries' });
    expect(countries).toHaveAttribute('href', '/widget/security-country');
    expect(screen.getByText('Visitors from 3 countries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IP blacklist' })).toHaveAttribute(
      'href',
      '/widget/security-blacklist',
    );
    expect(screen.getByText('2 blocked addresses')).toBeInTheDocument();
  });

  it('says all countries are allowed when the list is empty', async () => {
    await open('/widget/security');
    expect(await screen.findByText('All countries')).toBeInTheDocument();
    expect(screen.getByText('No blocked addresses')).toBeInTheDocument();
  });
});

// Many keystrokes over a list of checkboxes, and the query's retries: slow on a shared machine.
describe('the country allow-list', { timeout: 20_000 }, () => {
  it('starts at all countries, finds countries by search, and saves the chosen codes', async () => {
    const { user, backend, sent } = await open('/widget/security-country');
    const all = await screen.findByRole('radio', { name: 'Visitors from all countries' });
    expect(all).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Only visitors from the countries I choose' }));

    // Nothing chosen is not a list: saving asks for a country rather than allowing all.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose at least one country, or allow all countries.')).toBeInTheDocument();
    expect(sent('/admin/widget/countries/')).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search countries' }), 'bul');
    const choices = within(screen.getByRole('list', { name: 'Countries to choose from' }));
    expect(choices.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(choices.getByRole('checkbox', { name: /Bulgaria/ }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search countries' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search countries' }), '+49');
    await user.click(screen.getByRole('checkbox', { name: /Germany/ }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search countries' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search countries' }), 'atlantis');
    expect(screen.getByText('No country matches your search.')).toBeInTheDocument();

    const chosen = within(screen.getByRole('region', { name: 'Allowed countries' }));
    expect(chosen.getByText('2 countries chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Widget data saved!')).toBeInTheDocument();
    expect(sent('/admin/widget/countries/')).toEqual([
      { method: 'PUT', path: '/admin/widget/countries/1', body: { countries: ['BG', 'DE'] } },
    ]);
    expect(backend.widgets[0]?.my_country).toEqual(['BG', 'DE']);
  });

  it('removes a chosen country and can allow all countries again', async () => {
    const { user, sent } = await open('/widget/security-country', [
      widget(1, 'Main site', { my_country: ['FR', 'US'] }),
    ]);
    const chosen = within(await screen.findByRole('region', { name: 'Allowed countries' }));
    await user.click(chosen.getByRole('button', { name: 'Remove France' }));
    expect(chosen.getByText('1 country chosen')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /France/ })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Visitors from all countries' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('/admin/widget/countries/')[0]?.body).toEqual({ countries: [] }));
  });

  it("says when the widget's countries could not be saved", async () => {
    const { user } = await open(
      '/widget/security-country',
      [widget(1, 'Main site', { my_country: ['FR'] })],
      {
        'PUT /admin/widget/countries/1': json({ message: 'Server error' }, 500),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save phone data')).toBeInTheDocument();
  });

  it('offers a retry when the list of countries does not load', async () => {
    let fail = true;
    const { user } = await open('/widget/security-country', undefined, {
      'GET /admin/countries': () => (fail ? json({ message: 'down' }, 500) : json(COUNTRIES)),
    });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Visitors from all countries' })).toBeInTheDocument();
  });
});

describe('the IP blacklist', { timeout: 15_000 }, () => {
  it('refuses an entry that is no address or range, with a message, and sends nothing', async () => {
    const { user, sent } = await open('/widget/security-blacklist');
    const field = await screen.findByRole('textbox', { name: 'IP address or range' });
    await user.type(field, '300.1.2.3{Enter}');
    expect(field).toHaveAccessibleDescription(
      'Enter a valid IPv4 or IPv6 address, or a range such as 203.0.113.0/24.',
    );
    await user.clear(field);
    await user.type(field, '10.0.0.0/33');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(field).toHaveAccessibleDescription(
      'Enter a valid IPv4 or IPv6 address, or a range such as 203.0.113.0/24.',
    );
    expect(screen.getByText('No address is blocked: every visitor can use the widget.')).toBeInTheDocument();
    expect(sent('/admin/widget/blacklist/')).toEqual([]);
  });

  it('adds addresses and ranges, removes one, and saves the list', async () => {
    const { user, backend, sent } = await open('/widget/security-blacklist', [
      widget(1, 'Main site', { ip_blacklist: ['198.51.100.9'] }),
    ]);
    const field = await screen.findByRole('textbox', { name: 'IP address or range' });
    await user.type(field, ' 203.0.113.0/24 {Enter}');
    await user.type(field, '2001:DB8::1{Enter}');
    await user.type(field, '203.0.113.0/24{Enter}');
    expect(field).toHaveAccessibleDescription('203.0.113.0/24 is already blocked.');
    await user.click(screen.getByRole('button', { name: 'Unblock 198.51.100.9' }));
    expect(field).toHaveFocus();
    const list = within(screen.getByRole('list', { name: 'Blocked addresses' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '203.0.113.0/24',
      '2001:db8::1',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Widget data saved!')).toBeInTheDocument();
    expect(sent('/admin/widget/blacklist/')).toEqual([
      { method: 'PUT', path: '/admin/widget/blacklist/1', body: { ips: ['203.0.113.0/24', '2001:db8::1'] } },
    ]);
    expect(backend.widgets[0]?.ip_blacklist).toEqual(['203.0.113.0/24', '2001:db8::1']);
  });

  it("shows the server's field errors when it refuses the list", async () => {
    const { user } = await open('/widget/security-blacklist', undefined, {
      'PUT /admin/widget/blacklist/1': json(
        { message: 'The given data was invalid.', errors: { 'ips.1': ['Enter valid IP address or range'] } },
        422,
      ),
    });
    const field = await screen.findByRole('textbox', { name: 'IP address or range' });
    await user.type(field, '203.0.113.7{Enter}');
    await user.type(field, '::ffff:10.0.0.1{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save phone data')).toBeInTheDocument();
    const alert = within(screen.getByRole('alert'));
    expect(alert.getByText('The server refused the list:')).toBeInTheDocument();
    expect(alert.getByText(/^::ffff:10\.0\.0\.1: /)).toBeInTheDocument();
  });
});
