import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeApi, json, profile } from '#test/fakeApi';
import { card, paymentsConfig, TOKENIZE_URL, transaction } from '#test/moneyFixtures';
import { renderApp } from '#test/renderApp';

const PATH = '/admin/profile/payment-methods';

async function open(routes: Parameters<typeof fakeApi>[0], path = '/profile/profile-payment') {
  const api = fakeApi({
    'GET /admin/me': profile(),
    'GET /admin/profile': profile(),
    'GET /admin/profile/balance': { balance: 0, balance_minor: 0, credit_limit_minor: 0, currency: 'EUR' },
    'GET /admin/profile/payments-config': paymentsConfig,
    'GET /admin/profile/transactions': [],
    ...routes,
  });
  // The card provider is another party: the browser reaches it with the page's own fetch.
  vi.stubGlobal('fetch', api.fetch);
  const view = await renderApp({ path, fetch: api.fetch, loggedIn: true });
  return { ...view, api };
}

const provider = <C extends { path: string }>(calls: C[]) =>
  calls.filter((call) => call.path === new URL(TOKENIZE_URL).pathname);

beforeEach(() => toast.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the payments page: cards', () => {
  it('offers make primary and delete only on cards that are not the default; delete asks first', async () => {
    let cards = [card(1, { default: true }), card(2, { card_type: 'mastercard', last_four: '4444' })];
    const { user, api } = await open({
      [`GET ${PATH}`]: () => json(cards),
      [`DELETE ${PATH}/2`]: () => {
        cards = cards.filter((one) => one.id !== 2);
        return json(cards);
      },
    });
    const primary = screen
      .getByRole('heading', { name: 'Visa ending in 4242' })
      .closest('article') as HTMLElement;
    const other = screen
      .getByRole('heading', { name: 'Mastercard ending in 4444' })
      .closest('article') as HTMLElement;
    expect(within(primary).getByText('Default')).toBeInTheDocument();
    expect(
      within(primary)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit']);
    expect(
      within(other)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Make primary', 'Delete']);

    await user.click(within(other).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Payment deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Mastercard ending in 4444' })).toBeNull(),
    );
  });

  it('makes a card primary with its expiry and default: true', async () => {
    let cards = [card(1, { default: true }), card(2, { last_four: '1111', card_month: 9, card_year: 2032 })];
    const { user, api } = await open({
      [`GET ${PATH}`]: () => json(cards),
      [`PUT ${PATH}/2`]: () => {
        cards = cards.map((one) => ({ ...one, default: one.id === 2 }));
        return json(cards);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Make primary' }));
    expect(await screen.findByText('The card ending in 1111 is now primary')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      card_month: '9',
      card_year: '2032',
      default: true,
    });
    const now = screen
      .getByRole('heading', { name: 'Visa ending in 1111' })
      .closest('article') as HTMLElement;
    await waitFor(() => expect(within(now).getByText('Default')).toBeInTheDocument());
  });

  it('checks a new card by the spec §5 rules and sends nothing while an error remains', async () => {
    const { user, api } = await open({ [`GET ${PATH}`]: [] });
    expect(screen.getByText(/No cards saved yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    await user.type(field('Card number'), '4242 4242');
    await user.type(field('Card month'), '13');
    await user.type(field('Card year'), '2021');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await within(dialog).findByText('Please fix all the errors')).toBeInTheDocument();
    expect(field('Card number')).toHaveAccessibleDescription('Enter valid Card number');
    expect(field('Card month')).toHaveAccessibleDescription('Enter valid Card month');
    expect(field('Card year')).toHaveAccessibleDescription('Enter valid Card year');
    expect(field('CVC code')).toHaveAccessibleDescription('CVC code is required.');
    expect(field('Card owner')).toHaveAccessibleDescription('Card owner is required.');
    // A field's error clears when it changes.
    await user.type(field('Card owner'), 'A');
    expect(field('Card owner')).not.toHaveAccessibleDescription('Card owner is required.');
    expect(provider(api.calls)).toHaveLength(0);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Add card' })).toBeInTheDocument();
  });

  it('sends the number and CVC to the card provider only; our API gets the token', async () => {
    let cards: ReturnType<typeof card>[] = [];
    const { user, api } = await open({
      [`GET ${PATH}`]: () => json(cards),
      [`POST ${new URL(TOKENIZE_URL).pathname}`]: {
        token: 'tok_sandbox_123456',
        card_type: 'visa',
        last_four: '4242',
        card_owner: 'Anna Schmidt',
        card_month: 4,
        card_year: 2031,
      },
      [`POST ${PATH}`]: () => {
        cards = [card(7, { default: true })];
        return json(cards[0], 201);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Card month'), '4');
    await user.type(field('Card year'), '2031');
    await user.type(field('CVC code'), '123');
    await user.type(field('Card owner'), 'Anna Schmidt');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Payment saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add card' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Visa ending in 4242' })).toBeInTheDocument();

    expect(provider(api.calls)[0]?.body).toMatchObject({
      card_number: '4242424242424242',
      card_cvc_code: '123',
    });
    const ours = api.calls.filter((call) => call.path.startsWith('/admin/'));
    for (const call of ours)
      expect(JSON.stringify(call.body ?? {})).not.toMatch(/4242424242424242|card_cvc_code|card_number/);
    expect(ours.find((call) => call.method === 'POST')?.body).toEqual({
      token: 'tok_sandbox_123456',
      card_type: 'visa',
      last_four: '4242',
      card_owner: 'Anna Schmidt',
      card_month: '4',
      card_year: '2031',
    });
  });

  it('says clearly when the card provider declines the card, and keeps the dialog open', async () => {
    const { user, api } = await open({
      [`GET ${PATH}`]: [],
      [`POST ${new URL(TOKENIZE_URL).pathname}`]: json({ message: 'Your card was declined.' }, 402),
    });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    await user.type(field('Card number'), '4000000000000002');
    await user.type(field('Card month'), '12');
    await user.type(field('Card year'), '2030');
    await user.type(field('CVC code'), '123');
    await user.type(field('Card owner'), 'Anna Schmidt');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await within(dialog).findByText('The card was not accepted')).toBeInTheDocument();
    expect(within(dialog).getByText('Your card was declined.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === PATH)).toBe(false);
    expect(screen.queryByText('Payment saved')).toBeNull();
  });

  it('edits only the expiry: number, CVC and owner are locked; it closes only without errors', async () => {
    const { user, api } = await open({
      [`GET ${PATH}`]: [card(1, { default: true })],
      [`PUT ${PATH}/1`]: [card(1, { default: true, card_month: 11, card_year: 2033 })],
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit card' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    expect(field('Card number')).toBeDisabled();
    expect(field('CVC code')).toBeDisabled();
    expect(field('Card owner')).toBeDisabled();
    expect(field('Card owner')).toHaveValue('Anna Schmidt');

    await user.clear(field('Card month'));
    await user.type(field('Card month'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Please fix all the errors')).toBeInTheDocument();
    expect(field('Card month')).toHaveAccessibleDescription('Enter valid Card month');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(field('Card month'));
    await user.type(field('Card month'), '11');
    await user.clear(field('Card year'));
    await user.type(field('Card year'), '2033');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Payment saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      card_month: '11',
      card_year: '2033',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the payments page: transactions', () => {
  it('lists the charges with amount, receipt and PDF invoice', async () => {
    const { user } = await open({
      [`GET ${PATH}`]: [card(1, { default: true })],
      'GET /admin/profile/transactions': [transaction(3)],
    });
    await user.click(screen.getByRole('tab', { name: 'Transactions' }));
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByText('€50.00')).toBeInTheDocument();
    expect(within(table).getByText('Account recharge')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      'https://pay.example/receipts/ch_3',
    );
    expect(within(table).getByRole('button', { name: 'Invoice INV-000001-0003 (PDF)' })).toBeInTheDocument();
  });

  it('says when there are no transactions', async () => {
    await open({ [`GET ${PATH}`]: [] }, '/profile/profile-payment?view=transactions');
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });
});
