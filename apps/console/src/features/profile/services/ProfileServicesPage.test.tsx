import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, profile } from '#test/fakeApi';
import { balance, card, service } from '#test/moneyFixtures';
import { renderApp } from '#test/renderApp';

const TYPES = ['virtual-number', 'contract-center', 'website-dialer', 'pbx-ivr', 'call-tracker'] as const;

async function open(routes: Parameters<typeof fakeApi>[0] = {}) {
  let services = TYPES.map((type) =>
    type === 'pbx-ivr'
      ? service(type, {
          service_status: 'active',
          service_status_date: '2027-03-01T09:00:00.000Z',
          plan_id: '2-year',
        })
      : service(type),
  );
  const api = fakeApi({
    'GET /admin/me': profile(),
    'GET /admin/profile': profile(),
    'GET /admin/profile/balance': balance(0),
    'GET /admin/profile/services': () => json(services),
    'GET /admin/profile/payment-methods': [
      card(1, { default: true }),
      card(2, { last_four: '4444', card_type: 'mastercard' }),
    ],
    'GET /admin/profile/subscriptions': [],
    'POST /admin/profile/services': () => {
      services = services.map((one) =>
        one.service_type === 'website-dialer' ? { ...one, service_status: 'incomplete' as const } : one,
      );
      return json(services);
    },
    ...routes,
  });
  const view = await renderApp({ path: '/profile/profile-services', fetch: api.fetch, loggedIn: true });
  return { ...view, api };
}

const serviceCard = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

beforeEach(() => toast.clear());

describe('the services page', () => {
  it('shows the five services with their status and date', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Virtual Number',
      'Contact Center',
      'Website Dialer',
      'PBX-IVR',
      'Call Tracker',
    ]);
    expect(within(serviceCard('PBX-IVR')).getByText('Active')).toBeInTheDocument();
    expect(within(serviceCard('PBX-IVR')).getByText('Paid until Mar 1, 2027')).toBeInTheDocument();
    expect(within(serviceCard('Virtual Number')).getByText('Inactive')).toBeInTheDocument();
  });

  it('saves a plan and card for a service from the manage-subscription dialog', async () => {
    const { user, api } = await open();
    await user.click(
      within(serviceCard('Website Dialer')).getByRole('button', { name: 'Manage subscription' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Manage Website Dialer subscription' });
    const plans = within(dialog).getByRole('radiogroup', { name: 'Plan' });
    expect(
      within(plans)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['€300.00 1 year', '€600.00 2 year']);
    await user.click(within(dialog).getByText('2 year'));
    // The primary card is chosen unless another is picked.
    expect(await within(dialog).findByRole('combobox', { name: /Payment card/ })).toHaveValue(
      'Visa •••• 4242',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save subscription' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        service_type: 'website-dialer',
        set_payment_plan: '2-year',
        set_payment_method: 1,
      }),
    );
    expect(await screen.findByText(/Subscription saved/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(serviceCard('Website Dialer')).getByText('Awaiting payment')).toBeInTheDocument(),
    );
  });

  it('explains a service in its instruction dialog', async () => {
    const { user } = await open();
    await user.click(within(serviceCard('Call Tracker')).getByRole('button', { name: 'Instructions' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to use Call Tracker' });
    expect(within(dialog).getByText(/Give each campaign its own number/)).toBeInTheDocument();
  });
});
