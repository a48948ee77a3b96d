import type { ServicePlan, SubscriptionPlan, Tariff, TariffType } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';

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
const plans: SubscriptionPlan[] = [
  {
    id: 'business',
    name: 'Business',
    price_per_month: 29,
    price_per_month_minor: 2900,
    currency: 'EUR',
    billing_period: 'yearly',
    included_minutes: null,
    features: ['5 website widgets', 'Video calls'],
  },
];
const servicePlans: ServicePlan[] = [
  { id: '1-year', name: '1 year', price: 300, price_minor: 30000, currency: 'EUR', period_months: 12 },
];
const countries = [
  { name: 'Bulgaria', dial_code: '+359', code: 'BG' },
  { name: 'Germany', dial_code: '+49', code: 'DE' },
];

function priceListApi(admin = true) {
  const me = profile();
  me.user_info.is_admin = admin;
  let landline = [tariff('BG', 'Bulgaria', '+359', 0.012), tariff('DE', 'Germany', '+49', 0.012)];
  const api = fakeApi({
    'GET /admin/me': me,
    'GET /admin/tariff-types': types,
    'GET /admin/tariff/landline': () => json(landline),
    'GET /admin/tariff/sms': [tariff('DE', 'Germany', '+49', 0.06)],
    'GET /admin/subscription-plans': plans,
    'GET /admin/service-plans': servicePlans,
    'GET /admin/countries': countries,
    'PUT /admin/tariff-rates/landline/DE': ({ body }: { body: { rate: string } }) => {
      landline = landline.map((row) => (row.code === 'DE' ? { ...row, rate: Number(body.rate) } : row));
      return json(landline[1]);
    },
    'POST /admin/tariff-rates/landline': ({ body }: { body: unknown }) => json(body),
    'PUT /admin/subscription-plans/business': ({ body }: { body: unknown }) => json({ ...plans[0], body }),
  });
  return api;
}

afterEach(() => toast.clear());

describe('the price list (/xadmin/tarrifs)', { timeout: 30_000 }, () => {
  it("edits Germany's landline rate in a dialog, by keyboard, and shows the new rate", async () => {
    const api = priceListApi();
    const { user } = await renderApp({
      path: '/xadmin/tarrifs',
      fetch: api.fetch,
      loggedIn: true,
      admin: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tariffs' })).toBeInTheDocument();
    const rates = within(await screen.findByRole('table', { name: 'Rates: Calls to landlines' }));
    await user.type(screen.getAllByRole('searchbox', { name: 'Search' })[1] as HTMLElement, '+49');
    await waitFor(() => expect(rates.queryByText('Bulgaria')).not.toBeInTheDocument());

    rates.getByRole('button', { name: 'Edit the rate of Germany' }).focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the rate of Germany' }));
    const field = dialog.getByRole('textbox', { name: /Rate/ });
    await user.clear(field);
    await user.type(field, '0.0175');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Rate saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ rate: '0.0175' });
    expect(await rates.findByRole('row', { name: /Germany \+49 €0\.0175/ })).toBeInTheDocument();
  });

  it('refuses a pasted line it cannot read, and sends the others', async () => {
    const api = priceListApi();
    const { user } = await renderApp({
      path: '/xadmin/tarrifs',
      fetch: api.fetch,
      loggedIn: true,
      admin: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Paste rates' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Paste rates: Calls to landlines' }));
    const lines = dialog.getByRole('textbox', { name: /a country a line/ });
    await user.type(lines, 'DE 0.02{Enter}XX 1');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(/no single country or no valid rate: 2/)).toBeInTheDocument();
    await user.clear(lines);
    await user.type(lines, 'DE 0.02{Enter}+359 0,03');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 rates saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      rates: [
        { code: 'DE', rate: '0.02' },
        { code: 'BG', rate: '0.03' },
      ],
    });
  });

  it("changes a plan's price in euro, sent in cents", async () => {
    const api = priceListApi();
    const { user } = await renderApp({
      path: '/xadmin/tarrifs?tab=plans',
      fetch: api.fetch,
      loggedIn: true,
      admin: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Business' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Business' }));
    const price = dialog.getByRole('textbox', { name: /Price per month/ });
    expect(price).toHaveValue('29.00');
    await user.clear(price);
    await user.type(price, '34,50');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plan saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      price_per_month_minor: 3450,
      included_minutes: null,
      features: ['5 website widgets', 'Video calls'],
    });
  });

  it('is not found for anyone but administrators', async () => {
    const api = priceListApi(false);
    await renderApp({ path: '/xadmin/tarrifs', fetch: api.fetch, loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/admin/tariff'))).toBe(false);
  });

  it('reads right to left in Arabic', async () => {
    const api = priceListApi();
    await renderApp({ path: '/xadmin/tarrifs', fetch: api.fetch, loggedIn: true, admin: true, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'التعرفات' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(
      await screen.findByRole('table', { name: 'الأسعار: مكالمات إلى الهواتف الأرضية' }),
    ).toBeInTheDocument();
  });
});
