import type { CustomerTrunk, NumberOrder, VirtualDid } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';
import { numberOrder, virtualDid } from '#test/virtualNumberFixtures';

afterEach(() => toast.clear());

const STAMP = '2026-03-10T09:00:00.000Z';
const queue = { id: 7, name: 'Support', description: '', is_active: 1, created_at: STAMP, updated_at: STAMP };
const trunk = (id: number, name: string, is_active: 0 | 1): CustomerTrunk => ({
  id,
  name,
  host: 'pbx.example.com',
  port: 5060,
  transport: 'udp',
  codecs: ['PCMA'],
  channels: 10,
  auth_type: 'credentials',
  allowed_ips: [],
  username: 'office',
  has_password: true,
  failover_order: 1,
  is_active,
  created_at: STAMP,
  updated_at: STAMP,
});

async function openDids(arabic = false) {
  const dids: VirtualDid[] = [
    virtualDid(11, '+442012345678', { target_type: 'queue', target_id: 7, target_name: 'Support' }),
    virtualDid(12, '+4915112345678', { country: 'DE', number_type: 'mobile', monthly_price_minor: 700 }),
  ];
  const orders: NumberOrder[] = [
    numberOrder(3, { country: 'FR', quantity: 2, order_status: 'pending' }),
    numberOrder(2, { order_status: 'rejected', reason: 'No numbers available in this area code' }),
    numberOrder(1),
  ];
  const api = fakeTelephonyApi(
    {
      '/admin/xpbx/queue': [queue],
      '/admin/virtual-number/trunks': [trunk(4, 'Sofia office PBX', 1), trunk(5, 'Old PBX', 0)],
    },
    {
      'GET /admin/virtual-number/dids': () => json(dids),
      'GET /admin/virtual-number/orders': () => json(orders),
      'POST /admin/virtual-number/orders/3/cancel': () => {
        const order = orders[0] as NumberOrder;
        order.order_status = 'cancelled';
        return json(order);
      },
      'DELETE /admin/virtual-number/dids/12': () => {
        dids.splice(1, 1);
        return json({ message: 'Deleted' });
      },
      'PUT /admin/xpbx/did/12': ({ body }: { body: Record<string, unknown> }) => {
        Object.assign(dids[1] as VirtualDid, body, { target_name: 'Support' });
        return json(dids[1]);
      },
    },
  );
  const view = await renderApp({
    path: '/virtual-number/user_dids',
    fetch: api.fetch,
    loggedIn: true,
    locale: arabic ? 'ar' : undefined,
  });
  return { ...view, api };
}

describe('the DID numbers', { timeout: 30_000 }, () => {
  it('lists the numbers with their target and rent, and the orders with their status', async () => {
    await openDids();
    const numbers = within(await screen.findByRole('table', { name: 'Numbers' }));
    expect(
      numbers.getByRole('row', {
        name: /\+442012345678.*United Kingdom.*Local.*Queue: Support.*€1\.50.*4\/10\/26, \d+:\d\d [AP]M/,
      }),
    ).toBeInTheDocument();
    expect(
      numbers.getByRole('row', { name: /\+4915112345678.*Germany.*Mobile.*Not routed.*€7\.00/ }),
    ).toBeInTheDocument();
    const orders = within(screen.getByRole('table', { name: 'Orders' }));
    expect(
      orders.getByRole('row', { name: /France.*2.*Pending.*\d+\/\d+\/\d\d, \d+:\d\d [AP]M/ }),
    ).toBeInTheDocument();
    expect(
      orders.getByRole('row', { name: /Rejected.*No numbers available in this area code/ }),
    ).toBeInTheDocument();
    expect(orders.getAllByRole('button', { name: 'Cancel order' })).toHaveLength(1);
  });

  it('cancels a pending order', async () => {
    const { user, api } = await openDids();
    const orders = within(await screen.findByRole('table', { name: 'Orders' }));
    await user.click(orders.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('You have cancelled the order successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/virtual-number/orders/3/cancel')).toHaveLength(1);
    await waitFor(() => expect(orders.getByRole('row', { name: /France.*Cancelled/ })).toBeInTheDocument());
  });

  it('points a number at a queue', async () => {
    const { user, api } = await openDids();
    const numbers = within(await screen.findByRole('table', { name: 'Numbers' }));
    const row = within(numbers.getByRole('row', { name: /\+4915112345678/ }));
    await user.click(row.getByRole('button', { name: 'Route' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Route number' }));
    await user.click(dialog.getByRole('button', { name: /Routed to/ }));
    await user.click(await screen.findByRole('option', { name: 'Queue' }));
    await user.click(dialog.getByRole('button', { name: /Target/ }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have edited the number successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/did/12')[0]?.body).toEqual({
      target_type: 'queue',
      target_id: 7,
    });
  });

  it("points a number at one of the account's trunks that is switched on", async () => {
    const { user, api } = await openDids();
    const numbers = within(await screen.findByRole('table', { name: 'Numbers' }));
    const row = within(numbers.getByRole('row', { name: /\+4915112345678/ }));
    await user.click(row.getByRole('button', { name: 'Route' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Route number' }));
    await user.click(dialog.getByRole('button', { name: /Routed to/ }));
    await user.click(await screen.findByRole('option', { name: 'Your trunk' }));
    await user.click(dialog.getByRole('button', { name: /Target/ }));
    expect(await screen.findByRole('option', { name: 'Sofia office PBX' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Old PBX' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Sofia office PBX' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have edited the number successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/did/12')[0]?.body).toEqual({
      target_type: 'customer_trunk',
      target_id: 4,
    });
  });

  it('releases a number after asking', async () => {
    const { user, api } = await openDids();
    const numbers = within(await screen.findByRole('table', { name: 'Numbers' }));
    const row = within(numbers.getByRole('row', { name: /\+4915112345678/ }));
    await user.click(row.getByRole('button', { name: 'Release' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(callsTo(api.calls, 'DELETE', '/admin/virtual-number/dids/12')).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('You have deleted the number successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', '/admin/virtual-number/dids/12')).toHaveLength(1);
    await waitFor(() => expect(numbers.queryByText(/\+4915112345678/)).not.toBeInTheDocument());
  });

  it('shows the page in Arabic with the numbers and prices left to right', async () => {
    await openDids(true);
    const numbers = within(await screen.findByRole('table', { name: 'الأرقام' }));
    expect(numbers.getByText('\u2066+442012345678\u2069')).toBeInTheDocument();
    expect(numbers.getByText('ألمانيا')).toBeInTheDocument();
    expect(numbers.getByText('€7.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'أرقام DID' })).toBeInTheDocument();
  });
});
