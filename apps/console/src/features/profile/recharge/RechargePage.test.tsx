import { RECHARGE_REDIRECT_DELAY_MS } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeApi, profile } from '#test/fakeApi';
import { balance, card, paymentsConfig } from '#test/moneyFixtures';
import { renderApp } from '#test/renderApp';
import { sendBrowserTo } from '../money/sendBrowserTo';

vi.mock('../money/sendBrowserTo', () => ({ sendBrowserTo: vi.fn() }));

const CHECKOUT = 'https://pay.example/checkout/cs_1';

async function open(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /admin/me': profile(),
    'GET /admin/profile': profile(),
    'GET /admin/profile/balance': balance(1250),
    'GET /admin/profile/payments-config': paymentsConfig,
    'GET /admin/profile/payment-methods': [card(1, { default: true })],
    'POST /admin/profile/recharge': { url: CHECKOUT },
    ...routes,
  });
  const view = await renderApp({ path: '/profile/recharge-account', fetch: api.fetch, loggedIn: true });
  return { ...view, api };
}

beforeEach(() => {
  toast.clear();
  vi.mocked(sendBrowserTo).mockClear();
});

describe('recharge account', () => {
  it('offers the six tiles of spec §9 in euro, en-US style, with the balance', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Current balance: €12.50' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('radiogroup', { name: 'Amount' })).getAllByRole('radio');
    expect(tiles.map((tile) => tile.closest('label')?.textContent)).toEqual([
      '€50',
      '€100',
      '€250',
      '€500',
      '€1,000',
      '€2,500',
    ]);
  });

  it('asks for an amount first, then sends the tile in minor units and goes to the checkout after the delay', async () => {
    const delays = vi.spyOn(globalThis, 'setTimeout');
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Choose an amount first')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByText('€50'));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ amount: 5000 }),
    );
    // Spec §9: the browser goes 350 ms after the answer, not at once.
    expect(delays).toHaveBeenCalledWith(expect.any(Function), RECHARGE_REDIRECT_DELAY_MS);
    expect(RECHARGE_REDIRECT_DELAY_MS).toBe(350);
    await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledWith(CHECKOUT));
    // The balance is not raised here: only the provider's confirmation does that.
    expect(screen.getByRole('heading', { name: 'Current balance: €12.50' })).toBeInTheDocument();
    delays.mockRestore();
  });

  it('sends a user without a card to the payments page first', async () => {
    await open({ 'GET /admin/profile/payment-methods': [] });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('link', { name: /Add a payment card first/ })).toHaveAttribute(
      'href',
      '/profile/profile-payment',
    );
  });
});

describe('the header’s user menu', () => {
  it('shows Amount as the balance in euro and offers Recharge account to the owner', async () => {
    const { user, location } = await open({ 'GET /admin/profile/balance': balance(123456) });
    await user.click(screen.getByRole('button', { name: 'Anna Schmidt' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('€1,234.56')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Recharge account' }));
    await waitFor(() => expect(location().pathname).toBe('/profile/recharge-account'));
  });

  it('hides Recharge account from user type ‘user’', async () => {
    const api = fakeApi({
      'GET /admin/me': profile({ userType: 'user' }),
      'GET /admin/profile': profile({ userType: 'user' }),
      'GET /admin/profile/balance': balance(500),
    });
    const { user } = await renderApp({ path: '/profile', fetch: api.fetch, loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Anna Schmidt' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('€5.00')).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Recharge account' })).toBeNull();
  });
});
