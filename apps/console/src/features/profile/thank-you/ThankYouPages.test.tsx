import type { Checkout } from '@switchboard/contract';
import { screen } from '@testing-library/react';
import { fakeApi, json, profile } from '#test/fakeApi';
import { balance, subscription, transaction } from '#test/moneyFixtures';
import { renderApp } from '#test/renderApp';

function checkout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: 5,
    kind: 'recharge',
    status: 'succeeded',
    amount: 50,
    amount_minor: 5000,
    currency: 'EUR',
    created_at: '2026-03-01T09:00:00.000Z',
    completed_at: '2026-03-01T09:01:00.000Z',
    transaction: transaction(9),
    subscription: null,
    balance: balance(6250),
    ...overrides,
  };
}

async function open(path: string, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /admin/me': profile(),
    'GET /admin/profile': profile(),
    'GET /admin/profile/balance': balance(6250),
    ...routes,
  });
  return renderApp({ path, fetch: api.fetch, loggedIn: true });
}

describe('the thank-you pages', () => {
  it('a recharge: what was added and the balance now, from our records', async () => {
    await open('/profile/payments/thank-you?checkout=5', { 'GET /admin/profile/checkouts/5': checkout() });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeInTheDocument();
    expect(
      screen.getByText('€50.00 were added to your account. Your balance is now €62.50.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your transactions' })).toHaveAttribute(
      'href',
      '/profile/profile-payment?view=transactions',
    );
  });

  it('a declined payment says so with the provider’s reason', async () => {
    await open('/profile/payments/thank-you?checkout=5', {
      'GET /admin/profile/checkouts/5': checkout({
        status: 'declined',
        transaction: transaction(9, { status: 'declined', message: 'Your card was declined.' }),
      }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'The payment did not go through' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/profile/recharge-account',
    );
  });

  it('an unconfirmed payment is not announced as paid', async () => {
    await open('/profile/payments/thank-you?checkout=5', {
      'GET /admin/profile/checkouts/5': checkout({ status: 'open', completed_at: null, transaction: null }),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Waiting for the card provider' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).toBeNull();
  });

  it('a subscription: the service, plan and paid period', async () => {
    await open('/profile/subscription/thank-you?checkout=6', {
      'GET /admin/profile/checkouts/6': checkout({
        id: 6,
        kind: 'subscription',
        amount_minor: 30000,
        subscription: subscription(3, { status: 'active', expire_at: '2027-03-01T09:00:00.000Z' }),
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for subscribing' })).toBeInTheDocument();
    expect(
      screen.getByText('Website Dialer (1 year) is active; €300.00 were charged. Paid until Mar 1, 2027.'),
    ).toBeInTheDocument();
  });

  it('unsubscribed: what stops and until when it stays on', async () => {
    await open('/profile/unsubscribe/success?subscription=4', {
      'GET /admin/profile/subscriptions/4': subscription(4, {
        status: 'canceled',
        expire_at: '2027-03-01T09:00:00.000Z',
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'You have unsubscribed' })).toBeInTheDocument();
    expect(
      screen.getByText('Website Dialer (1 year) will not be billed again. It stays on until Mar 1, 2027.'),
    ).toBeInTheDocument();
  });

  it('a payment that is not this account’s is said to be missing', async () => {
    await open('/profile/payments/thank-you?checkout=77', {
      'GET /admin/profile/checkouts/77': json({ message: 'Not found.' }, 404),
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this payment in your account.' }),
    ).toBeInTheDocument();
  });
});
