import type { SubscriptionPlan, Tariff, TariffType } from '@switchboard/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';

const types: TariffType[] = [
  { id: 'landline', name: 'Calls to landlines', unit: 'per minute' },
  { id: 'sms', name: 'SMS', unit: 'per message' },
];

const tariff = (code: string, country: string, dial_code: string, rate: number): Tariff => ({
  code,
  country,
  dial_code,
  rate,
  currency: 'EUR',
});

const landline = [
  tariff('BG', 'Bulgaria', '+359', 0.012),
  tariff('DE', 'Germany', '+49', 0.012),
  tariff('US', 'United States', '+1', 0.01),
];

const plan = (
  id: SubscriptionPlan['id'],
  name: string,
  price: number,
  features: string[],
  included_minutes: number | null = null,
): SubscriptionPlan => ({
  id,
  name,
  price_per_month: price,
  price_per_month_minor: price * 100,
  currency: 'EUR',
  billing_period: 'yearly',
  included_minutes,
  features,
});

const plans = [
  plan('start', 'Start', 9, ['1 website widget']),
  plan('business', 'Business', 29, ['5 website widgets']),
  plan('business-pro', 'Business pro', 59, ['100 free minutes'], 100),
  plan('enterprise', 'Enterprise', 199, ['41000 minutes talk time'], 41000),
];

async function open(path: string, extra: Record<string, unknown> = {}, arabic = false) {
  const api = fakeApi({
    ...fakeWidgetApi([widget(1, 'Main')]).routes,
    'GET /admin/tariff-types': types,
    'GET /admin/tariff/landline': landline,
    'GET /admin/subscription-plans': plans,
    ...extra,
  });
  return {
    ...(await renderApp({ path, fetch: api.fetch, loggedIn: true, locale: arabic ? 'ar' : undefined })),
    api,
  };
}

describe('the tariffs', { timeout: 30_000 }, () => {
  it('lists the tariff types, each leading to its rates, and the plans with their prices', async () => {
    await open('/widget/tariffs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tariffs' })).toBeInTheDocument();
    const typeList = within(screen.getByRole('region', { name: 'Tariff types' }));
    const link = await typeList.findByRole('link', { name: 'Calls to landlines' });
    expect(link).toHaveAttribute('href', '/widget/tariffs/landline');
    expect(typeList.getByText('Charged per message')).toBeInTheDocument();

    const planList = within(screen.getByRole('region', { name: 'Subscription plans' }));
    expect(
      (await planList.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent),
    ).toEqual(['Start', 'Business', 'Business pro', 'Enterprise']);
    expect(planList.getByText('€29.00 per month')).toBeInTheDocument();
    expect(planList.getByText('41000 minutes talk time')).toBeInTheDocument();
  });

  it("shows one type's rates per country, searchable by country or dialling code", async () => {
    const { user } = await open('/widget/tariffs');
    await user.click(await screen.findByRole('link', { name: 'Calls to landlines' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Calls to landlines' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Calls to landlines' }));
    expect(await table.findByText('Bulgaria')).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Germany \+49 €0\.012/ })).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'bulg');
    await waitFor(() => expect(table.queryByText('Germany')).not.toBeInTheDocument());
    expect(table.getByText('Bulgaria')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '+49');
    await waitFor(() => expect(table.queryByText('Bulgaria')).not.toBeInTheDocument());
    expect(table.getByText('Germany')).toBeInTheDocument();
  });

  it('says when a tariff type does not exist', async () => {
    await open('/widget/tariffs/fax');
    expect(await screen.findByRole('heading', { name: 'Tariff not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tariffs' })).toHaveAttribute('href', '/widget/tariffs');
  });

  it('says when the tariff types could not be loaded and loads them again on request', async () => {
    let down = true;
    const { user } = await open('/widget/tariffs', {
      'GET /admin/tariff-types': () => (down ? json({ message: 'Server error' }, 500) : json(types)),
    });
    // Server errors are retried twice before the route gives up.
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Calls to landlines' })).toBeInTheDocument();
    expect(screen.getByText('Business pro')).toBeInTheDocument();
  });

  it('shows the tariff types, their units, the plans and the countries in Arabic', async () => {
    const { user } = await open('/widget/tariffs', {}, true);
    const typeList = within(await screen.findByRole('region', { name: 'أنواع التعرفات' }));
    expect(typeList.getByRole('link', { name: 'مكالمات إلى الهواتف الأرضية' })).toBeInTheDocument();
    expect(typeList.getByText('يُحتسب لكل رسالة')).toBeInTheDocument();
    expect(screen.getByText('41000 دقيقة من وقت المكالمات')).toBeInTheDocument();
    expect(screen.queryByText('per message', { exact: false })).not.toBeInTheDocument();

    await user.click(typeList.getByRole('link', { name: 'مكالمات إلى الهواتف الأرضية' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'مكالمات إلى الهواتف الأرضية' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/تُحتسب بالدقيقة/)).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'مكالمات إلى الهواتف الأرضية' }));
    expect(table.getByText('ألمانيا')).toBeInTheDocument();
    expect(table.queryByText('Germany')).not.toBeInTheDocument();
  });
});
