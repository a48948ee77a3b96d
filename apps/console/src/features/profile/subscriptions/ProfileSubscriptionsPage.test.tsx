import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeApi, json, profile } from '#test/fakeApi';
import { balance, subscription } from '#test/moneyFixtures';
import { renderApp } from '#test/renderApp';
import { sendBrowserTo } from '../money/sendBrowserTo';

vi.mock('../money/sendBrowserTo', () => ({ sendBrowserTo: vi.fn() }));

async function open(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /admin/me': profile(),
    'GET /admin/profile': profile(),
    'GET /admin/profile/balance': balance(0),
    ...routes,
  });
  const view = await renderApp({ path: '/profile/profile-subscriptions', fetch: api.fetch, loggedIn: true });
  return { ...view, api };
}

beforeEach(() => {
  toast.clear();
  vi.mocked(sendBrowserTo).mockClear();
});

describe('the subscriptions page', () => {
  it('offers subscribe for a row the provider does not bill and unsubscribe (asked first) for one it does', async () => {
    const { user, api } = await open({
      'GET /admin/profile/subscriptions': [
        subscription(3),
        subscription(4, {
          subscription: 'pbx-ivr',
          widget_name: null,
          provider_subscription_id: 'sub_123',
          status: 'active',
          expire_at: '2027-03-01T09:00:00.000Z',
        }),
      ],
      'GET /sandbox/subscribe/3': { url: 'https://pay.example/checkout/cs_9' },
      'DELETE /sandbox/subscribe/4': { url: '/profile/unsubscribe/success?subscription=4' },
    });
    const table = screen.getByRole('table', { name: 'Subscriptions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Website Dialer')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('€300.00')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Not paid yet')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Subscribe' })).toBeNull();

    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledWith('https://pay.example/checkout/cs_9'));

    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Unsubscribe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsubscribe?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(sendBrowserTo).toHaveBeenLastCalledWith('/profile/unsubscribe/success?subscription=4'),
    );
  });

  it('says when there are no subscriptions', async () => {
    await open({ 'GET /admin/profile/subscriptions': [] });
    expect(screen.getByText(/No subscriptions yet/)).toBeInTheDocument();
  });

  it('says why a subscribe was refused and stays', async () => {
    await open({
      'GET /admin/profile/subscriptions': [subscription(3)],
      'GET /sandbox/subscribe/3': json({ message: 'Add a payment card first.' }, 422),
    }).then(async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByText('Add a payment card first.')).toBeInTheDocument();
      expect(sendBrowserTo).not.toHaveBeenCalled();
    });
  });
});
