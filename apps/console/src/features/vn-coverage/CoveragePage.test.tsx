import { ORDER_BALANCE_MESSAGE } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';
import { coverage, numberOrder } from '#test/virtualNumberFixtures';

afterEach(() => toast.clear());

async function openCoverage(
  path = '/virtual-number/coverage',
  order: unknown = numberOrder(9, { quantity: 2 }),
) {
  const api = fakeTelephonyApi(
    {},
    {
      'GET /admin/virtual-number/coverage': coverage,
      'POST /admin/virtual-number/orders': order,
      'GET /admin/virtual-number/orders': [],
      'GET /admin/virtual-number/dids': [],
    },
  );
  const view = await renderApp({ path, fetch: api.fetch, loggedIn: true });
  return { ...view, api };
}

describe('pricing and coverage', { timeout: 30_000 }, () => {
  it('lists the offers with the area menu and euro prices', async () => {
    await openCoverage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing & Coverage' })).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Pricing & Coverage' }));
    expect(
      table.getByRole('row', { name: /Germany.*\+49.*Local.*€3\.00.*€2\.50.*Required/ }),
    ).toBeInTheDocument();
    expect(table.getByRole('row', { name: /United States.*Toll free.*€2\.00.*€3\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DID numbers', hidden: true })).toHaveAttribute(
      'href',
      '/virtual-number/user_dids',
    );
  });

  it('finds countries by dialling code or by name', async () => {
    const { user } = await openCoverage('/virtual-number/coverage');
    const table = within(await screen.findByRole('table', { name: 'Pricing & Coverage' }));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, '+44');
    await waitFor(() => expect(table.queryByText('Germany')).not.toBeInTheDocument());
    expect(table.getAllByText('United Kingdom')).toHaveLength(2);
    expect(table.queryByText('United States')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'United');
    await waitFor(() => expect(table.getByText('United States')).toBeInTheDocument());
    expect(table.getAllByText('United Kingdom')).toHaveLength(2);
    expect(table.queryByText('Germany')).not.toBeInTheDocument();
  });

  it('orders numbers of an offer and leads to the DID numbers', async () => {
    const { user, api, location } = await openCoverage('/virtual-number/coverage');
    await screen.findByRole('table', { name: 'Pricing & Coverage' });
    await user.click(screen.getByRole('button', { name: 'Order Local numbers in United Kingdom' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order numbers' }));
    const quantity = dialog.getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(dialog.getByRole('textbox', { name: 'Area code' }), '20');
    await user.tab();
    expect(
      dialog.getByText('Charged when the numbers are delivered: €5.00, then €3.00 a month.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('You have created the order successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/virtual-number/orders')[0]?.body).toEqual({
      country: 'GB',
      number_type: 'local',
      quantity: 2,
      area_code: '20',
    });
    await waitFor(() => expect(location().pathname).toBe('/virtual-number/user_dids'));
  });

  it('says why an order the balance cannot pay is refused', async () => {
    const { user } = await openCoverage('/virtual-number/coverage', () =>
      json({ message: ORDER_BALANCE_MESSAGE }, 402),
    );
    await screen.findByRole('table', { name: 'Pricing & Coverage' });
    await user.click(screen.getByRole('button', { name: 'Order Local numbers in Germany' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order numbers' }));
    expect(
      dialog.getByText('The regulator asks for documents before these numbers are given.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Place order' }));
    expect(await dialog.findByText(ORDER_BALANCE_MESSAGE)).toBeInTheDocument();
  });
});
