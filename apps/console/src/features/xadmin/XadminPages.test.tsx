import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json, profile } from '#test/fakeApi';
import { callsTo, fakePbxApi } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';

afterEach(() => toast.clear());

const administrator = () => {
  const me = profile();
  return { ...me, user_info: { ...me.user_info, is_admin: true } };
};

const figures = (n: number) => ({
  new_accounts: n,
  verified_accounts: n,
  active_accounts: n,
  new_widgets: 0,
  active_widgets: 0,
  visitor_requests: 2 * n,
  calls: 3 * n,
  call_minutes: 4 * n,
  revenue_minor: 1000 * n,
});

const entry = (id: number, extra: Record<string, unknown> = {}) => ({
  id: `ledger:${id}`,
  account_id: 7,
  account_name: 'Grace Ltd',
  owner_email: 'grace@example.test',
  kind: 'charge',
  amount_minor: -150,
  amount: -1.5,
  description: `Call ${id}`,
  created_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});

describe("the administrator's pages", () => {
  it('are not there for an account owner who is no administrator', async () => {
    await renderApp({ path: '/xadmin/dashboard', fetch: fakePbxApi().fetch, loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('/xadmin opens the dashboard: the totals, the bars over time and the figures behind them', async () => {
    const api = fakePbxApi();
    api.routes['GET /admin/me'] = administrator();
    api.routes['POST /admin/xadmin/dashboard'] = ({ body }: { body: { from: string; to: string } }) =>
      json({
        from: body.from,
        to: body.to,
        bucket: 'day',
        buckets: [
          { bucket: '2026-11-01', ...figures(1) },
          { bucket: '2026-11-02', ...figures(2) },
        ],
        totals: figures(3),
      });
    await renderApp({ path: '/xadmin', fetch: api.fetch, loggedIn: true, admin: true });
    expect(await screen.findByRole('heading', { name: 'Administrator dashboard' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals of the period' });
    expect(within(totals).getByRole('heading', { name: 'Revenue' })).toBeInTheDocument();
    expect(totals).toHaveTextContent('€30.00');
    expect(screen.getByRole('heading', { name: 'Calls over time' })).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Figures by period' }));
    expect(table.getByText('€20.00')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xadmin/dashboard')[0]?.body).toMatchObject({ bucket: 'day' });
  });

  it('/billing lists the ledger a server page at a time and issues a credit note for a reason', async () => {
    const api = fakePbxApi();
    api.routes['GET /admin/me'] = administrator();
    const issued = entry(99, {
      kind: 'credit_note',
      amount_minor: 1250,
      amount: 12.5,
      description: 'Credit note: Outage',
    });
    let credited = false;
    api.routes['POST /admin/billing/search'] = ({ body }: { body: { page: number } }) =>
      json({
        entries: credited ? [issued] : [entry(body.page)],
        total: 60,
        page: body.page,
        page_size: 25,
      });
    api.routes['POST /admin/accounts/search'] = {
      accounts: [
        {
          id: 7,
          owner_name: 'Grace Hopper',
          owner_email: 'grace@example.test',
          email_verified: true,
          company_name: 'Grace Ltd',
          balance: 0,
          balance_minor: 0,
          created_at: '2026-11-01T10:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      page_size: 25,
    };
    api.routes['POST /admin/billing/credit-notes'] = () => {
      credited = true;
      return json(issued, 201);
    };
    const { user } = await renderApp({ path: '/billing', fetch: api.fetch, loggedIn: true, admin: true });
    const table = within(await screen.findByRole('table', { name: 'Ledger entries' }));
    expect(await table.findByText('Call 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 60 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await table.findByText('Call 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Issue credit note' }));
    await user.click(dialog.getByRole('button', { name: 'Issue' }));
    expect(await dialog.findByText('Choose the account to credit.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/billing/credit-notes')).toHaveLength(0);

    await user.click(dialog.getByRole('combobox', { name: /Account to credit/ }));
    await user.click(await screen.findByRole('option', { name: 'Grace Ltd (grace@example.test)' }));
    await user.type(dialog.getByRole('textbox', { name: /Amount/ }), '12.5');
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Outage');
    await user.click(dialog.getByRole('button', { name: 'Issue' }));
    await waitFor(() =>
      expect(callsTo(api.calls, 'POST', '/admin/billing/credit-notes')[0]?.body).toEqual({
        account_id: 7,
        amount_minor: 1250,
        reason: 'Outage',
      }),
    );
    expect(await screen.findByText('Credit note of €12.50 issued to Grace Ltd.')).toBeInTheDocument();
    expect(await table.findByText('Credit note: Outage')).toBeInTheDocument();
  });
});
