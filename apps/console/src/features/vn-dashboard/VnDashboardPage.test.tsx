import type { VirtualNumberDashboard } from '@switchboard/contract';
import { screen, within } from '@testing-library/react';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

const days = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    day: `2026-03-${String(from + i).padStart(2, '0')}`,
    calls: 0,
    messages: 0,
  }));

const dashboard: VirtualNumberDashboard = {
  timezone: 'Europe/Sofia',
  month: '2026-03-01',
  numbers: [
    { country: 'GB', country_name: 'United Kingdom', number_type: 'local', count: 2 },
    { country: 'US', country_name: 'United States', number_type: 'mobile', count: 1 },
  ],
  calls: { count: 3, minutes: 2 },
  messages: { count: 2 },
  spend: { numbers: 650, calls: 300, messages: 5, total: 955 },
  daily: days(1, 30).map((day) => (day.day === '2026-03-10' ? { ...day, calls: 4, messages: 1 } : day)),
  channels: [{ id: 1, name: 'London lines', in_use: 3, channel_limit: 10 }],
};

const open = (answer: VirtualNumberDashboard, path = '/virtual-number/dashboard') => {
  const fake = fakeTelephonyApi({}, { 'GET /admin/virtual-number/dashboard': answer });
  return renderApp({ path, fetch: fake.fetch, loggedIn: true });
};

describe('the virtual number dashboard', { timeout: 30_000 }, () => {
  it("shows this month's figures, the numbers by country and type and the last 30 days", async () => {
    const { location } = await open(dashboard, '/virtual-number');
    // Spec §2: /virtual-number opens the dashboard.
    expect(location().pathname).toBe('/virtual-number/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    // Spec §2's side menu, Dashboard first (Trunks and Capacity are their own pages' entries).
    const menu = within(screen.getByRole('navigation', { name: 'Virtual number menu', hidden: true }));
    expect(menu.getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Dashboard', 'Pricing & Coverage', 'DID numbers', 'Call logs', 'SMS logs']),
    );
    expect(menu.getAllByRole('link', { hidden: true })[0]).toHaveTextContent('Dashboard');
    expect(menu.getAllByRole('link', { hidden: true }).at(-1)).toHaveTextContent('SMS logs');
    expect(
      screen.getByText(/in March 2026 and over the last 30 days\. Days in Europe\/Sofia\./),
    ).toBeInTheDocument();
    const month = within(screen.getByRole('table', { name: 'This month' }));
    expect(month.getByRole('row', { name: /^Calls 3$/ })).toBeInTheDocument();
    expect(month.getByRole('row', { name: /^Minutes 2$/ })).toBeInTheDocument();
    expect(month.getByRole('row', { name: /^SMS 2$/ })).toBeInTheDocument();
    expect(
      month.getByRole('row', { name: /Spend on numbers \(setup and rent\) €6\.50/ }),
    ).toBeInTheDocument();
    expect(month.getByRole('row', { name: /Total spend €9\.55/ })).toBeInTheDocument();
    const numbers = within(screen.getByRole('table', { name: 'Numbers by country and type' }));
    expect(numbers.getByRole('row', { name: /United Kingdom.*Local.*2/ })).toBeInTheDocument();
    expect(numbers.getByRole('row', { name: /United States.*Mobile.*1/ })).toBeInTheDocument();
    expect(screen.getByText('3 numbers in all')).toBeInTheDocument();
    // Each capacity pool's channels in use against its limit.
    expect(screen.getByRole('meter', { name: 'London lines' })).toHaveAttribute('aria-valuetext', '3 of 10');
    expect(screen.getByRole('heading', { name: 'Calls and SMS in the last 30 days' })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(30);
    expect(screen.getByRole('progressbar', { name: /Mar 10, 2026/ })).toHaveAttribute(
      'aria-valuetext',
      '5 (Calls 4 · SMS 1)',
    );
  });

  it('says when the account has no numbers yet', async () => {
    await open({
      ...dashboard,
      numbers: [],
      calls: { count: 0, minutes: 0 },
      messages: { count: 0 },
      spend: { numbers: 0, calls: 0, messages: 0, total: 0 },
      daily: days(1, 30),
      channels: [],
    });
    expect(
      await screen.findByText('You have no virtual numbers yet. Order some under Pricing & Coverage.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/in all/)).not.toBeInTheDocument();
    expect(
      screen.getByText('No capacity pools: each number has only the channels it comes with.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'This month' })).getByRole('row', {
        name: /Total spend €0\.00/,
      }),
    ).toBeInTheDocument();
  });
});
