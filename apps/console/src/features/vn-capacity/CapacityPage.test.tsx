import type { CapacityPool, VirtualDid } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';
import { virtualDid } from '#test/virtualNumberFixtures';

afterEach(() => toast.clear());

const STAMP = '2026-03-10T09:00:00.000Z';
const pool = (id: number, name: string, overrides: Partial<CapacityPool> = {}): CapacityPool => ({
  id,
  name,
  channel_limit: 10,
  did_ids: [],
  did_count: 0,
  in_use: 0,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

async function openCapacity(arabic = false) {
  const dids: VirtualDid[] = [
    virtualDid(11, '+442012345671'),
    virtualDid(12, '+442012345672'),
    virtualDid(13, '+442012345673'),
    virtualDid(14, '+442012345674'),
    virtualDid(15, '+4915112345678', { country: 'DE', number_type: 'mobile' }),
    virtualDid(16, '+442012345676'),
  ];
  const pools: CapacityPool[] = [
    pool(1, 'Sales', { channel_limit: 10, in_use: 3, did_ids: [11, 12, 13, 14], did_count: 4 }),
    pool(2, 'Support', { channel_limit: 2, in_use: 2, did_ids: [15], did_count: 1 }),
  ];
  const api = fakeTelephonyApi(
    { '/admin/virtual-number/capacity-pools': pools },
    { 'GET /admin/virtual-number/dids': () => json(dids) },
  );
  const view = await renderApp({
    path: '/virtual-number/capacity_pools',
    fetch: api.fetch,
    loggedIn: true,
    locale: arabic ? 'ar' : undefined,
  });
  return { ...view, api, pools };
}

describe('the capacity pools', { timeout: 30_000 }, () => {
  it('list each pool with its limit, its use as "3 of 10" on a meter and its numbers; the menu leads here', async () => {
    await openCapacity();
    const table = within(await screen.findByRole('table', { name: 'Capacity pools' }));
    const sales = within(table.getByRole('row', { name: /Sales/ }));
    const meter = sales.getByRole('meter', { name: 'Channels in use: Sales' });
    expect(meter).toHaveAttribute('aria-valuetext', '3 of 10');
    expect(meter).toHaveAttribute('data-level', 'normal');
    expect(
      sales.getByText(
        '\u2066+442012345671\u2069, \u2066+442012345672\u2069, \u2066+442012345673\u2069 and 1 more',
      ),
    ).toBeInTheDocument();
    const support = within(table.getByRole('row', { name: /Support/ }));
    expect(support.getByRole('meter', { name: 'Channels in use: Support' })).toHaveAttribute(
      'data-level',
      'full',
    );
    expect(support.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Capacity', hidden: true })).toHaveAttribute(
      'href',
      '/virtual-number/capacity_pools',
    );
  });

  it('adds a pool with a limit and the numbers checked; a number of another pool cannot be checked', async () => {
    const { user, api } = await openCapacity();
    await user.click(await screen.findByRole('button', { name: 'Add pool' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add capacity pool' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      expect.stringContaining('Name is required.'),
    );
    expect(callsTo(api.calls, 'POST', '/admin/virtual-number/capacity-pools')).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Night shift');
    await user.type(dialog.getByRole('textbox', { name: /Channel limit/ }), '4');
    const numbers = within(dialog.getByRole('group', { name: 'Numbers' }));
    // Every rented number is offered; those of other pools are named with their pool and locked.
    expect(numbers.getByRole('checkbox', { name: /\+442012345671.*Sales/ })).toBeDisabled();
    expect(numbers.getByRole('checkbox', { name: /\+4915112345678.*Support/ })).toBeDisabled();
    await user.click(numbers.getByRole('checkbox', { name: '\u2066+442012345676\u2069' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('You have created capacity pool Night shift successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/virtual-number/capacity-pools')[0]?.body).toEqual({
      name: 'Night shift',
      channel_limit: 4,
      did_ids: [16],
    });
  });

  it("edits a pool's numbers: its own are checked, and unchecking one sends the rest", async () => {
    const { user, api } = await openCapacity();
    const table = within(await screen.findByRole('table', { name: 'Capacity pools' }));
    await user.click(table.getByRole('button', { name: 'Edit Sales' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit capacity pool' }));
    const numbers = within(dialog.getByRole('group', { name: 'Numbers' }));
    const first = numbers.getByRole('checkbox', { name: /\+442012345671/ });
    expect(first).toBeChecked();
    expect(numbers.getByRole('checkbox', { name: /\+4915112345678/ })).toBeDisabled();
    await user.click(first);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have edited capacity pool Sales successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/virtual-number/capacity-pools/1')[0]?.body).toEqual({
      name: 'Sales',
      channel_limit: 10,
      did_ids: [12, 13, 14],
    });
  });

  it('deletes a pool only after asking', async () => {
    const { user, api } = await openCapacity();
    const table = within(await screen.findByRole('table', { name: 'Capacity pools' }));
    await user.click(table.getByRole('button', { name: 'Delete Support' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete Support?' }),
    );
    expect(callsTo(api.calls, 'DELETE', '/admin/virtual-number/capacity-pools/2')).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('You have deleted capacity pool Support successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', '/admin/virtual-number/capacity-pools/2')).toHaveLength(1);
    await waitFor(() => expect(table.queryByRole('row', { name: /Support/ })).not.toBeInTheDocument());
  });

  it('shows the page in Arabic with the numbers left to right', async () => {
    await openCapacity(true);
    const table = within(await screen.findByRole('table', { name: 'مجمعات السعة' }));
    expect(table.getByRole('meter', { name: 'القنوات المستخدمة: Sales' })).toHaveAttribute(
      'aria-valuetext',
      '3 من 10',
    );
    expect(table.getByText(/\u2066\+4915112345678\u2069/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'مجمعات السعة' })).toBeInTheDocument();
  });
});
