import type { CallReportPage, CallReportRow, MessageReportPage } from '@switchboard/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

const call = (id: number, extra: Partial<CallReportRow> = {}): CallReportRow => ({
  id,
  call_id: `c-${id}`,
  calltype: 'inbound',
  calling_number: '442071234567',
  called_number: '35924001122',
  callstart: '2026-11-20T09:00:00.000Z',
  callstop: '2026-11-20T09:01:05.000Z',
  dialstatus: 'answered',
  duration: 65,
  client_cost: 125,
  leg_type: null,
  refusal: null,
  legs: 0,
  ...extra,
});

const firstPage: CallReportPage = {
  rows: [call(2, { legs: 2 }), call(1, { dialstatus: 'busy', duration: 0, client_cost: 0 })],
  next_cursor: 'next',
  summary: {
    count: 3,
    minutes: 2,
    cost: 250,
    daily: [
      { day: '2026-11-20', result: 'answered', count: 2 },
      { day: '2026-11-20', result: 'busy', count: 1 },
    ],
  },
};
const secondPage: CallReportPage = { rows: [call(0)], next_cursor: null, summary: null };
const legs = [
  call(10, { call_id: 'c-2-q', leg_type: 'queue', called_number: '101' }),
  call(11, { call_id: 'c-2-t', leg_type: 'transfer', called_number: '102' }),
];
const messages: MessageReportPage = {
  rows: [
    {
      id: 1,
      msgtype: 'sms',
      calling_number: 'Switchbrd',
      called_number: '359888123456',
      created_at: '2026-11-20T09:00:00.000Z',
      msgstatus: 'delivered',
      client_cost: 5,
    },
  ],
  next_cursor: null,
  summary: { count: 1, cost: 5, daily: [{ day: '2026-11-20', result: 'delivered', count: 1 }] },
};

function api() {
  return fakeTelephonyApi(
    {},
    {
      'POST /admin/xpbx/reports/calls': ({ body }: { body: { cursor?: string | null } }) =>
        json(body.cursor ? secondPage : firstPage),
      'GET /admin/xpbx/reports/calls/c-2/legs': legs,
      'POST /admin/xpbx/reports/messages': messages,
    },
  );
}

describe('the PBX reports', () => {
  it('shows the calls with totals, money as euro, m:ss durations, and loads legs when a call opens', async () => {
    const fake = api();
    await renderApp({
      path: '/xpbx/reports?start=2026-11-01&end=2026-11-30',
      fetch: fake.fetch,
      loggedIn: true,
    });
    const table = within(await screen.findByRole('table', { name: 'Calls' }));
    expect(table.getAllByText('€1.25')).toHaveLength(1);
    expect(table.getByText('1:05')).toBeInTheDocument();
    expect(table.getByText('Busy')).toBeInTheDocument();
    expect(screen.getByText('3 calls')).toBeInTheDocument();
    expect(screen.getByText('2 minutes')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Nov 20, 2026/ })).toBeInTheDocument();
    const sent = fake.calls.find((c) => c.path === '/admin/xpbx/reports/calls');
    expect(sent?.body).toMatchObject({ tab: 'incoming', from: '2026-11-01', to: '2026-11-30', result: null });

    // Legs are asked for only when their call is opened.
    expect(fake.calls.some((c) => c.path.endsWith('/legs'))).toBe(false);
    await userEvent.click(table.getByRole('button', { name: 'Show 2 legs' }));
    expect(await table.findByText('Queue')).toBeInTheDocument();
    expect(table.getByText('Transfer')).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Hide legs' })).toHaveAttribute('aria-expanded', 'true');

    // The next keyset page is added beneath.
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('3 of 3 shown')).toBeInTheDocument();
  });

  it('keeps the tab and filters in the address and sends them', async () => {
    const fake = api();
    await renderApp({
      path: '/xpbx/reports?tab=missed&start=2026-11-01&end=2026-11-30&number=359&result=busy',
      fetch: fake.fetch,
      loggedIn: true,
    });
    await screen.findByRole('table', { name: 'Calls' });
    expect(screen.getByRole('tab', { name: 'Missed' })).toHaveAttribute('aria-selected', 'true');
    const sent = fake.calls.find((c) => c.path === '/admin/xpbx/reports/calls');
    expect(sent?.body).toMatchObject({ tab: 'missed', number: '359', result: 'busy' });
  });

  it('shows the SMS tab from the message log', async () => {
    await renderApp({
      path: '/xpbx/reports?tab=sms&start=2026-11-01&end=2026-11-30',
      fetch: api().fetch,
      loggedIn: true,
    });
    const table = within(await screen.findByRole('table', { name: 'Messages' }));
    expect(table.getByText('359888123456')).toBeInTheDocument();
    expect(table.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText('1 message')).toBeInTheDocument();
  });

  it('does not ask for a period longer than 366 days, and says why', async () => {
    const fake = api();
    await renderApp({
      path: '/xpbx/reports?start=2024-01-01&end=2026-11-30',
      fetch: fake.fetch,
      loggedIn: true,
    });
    expect(await screen.findByText('The period must not be longer than 366 days.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === '/admin/xpbx/reports/calls')).toBe(false);
  });

  it('exports the filtered calls through the signed link, showing the rows as they arrive', async () => {
    const fake = fakeTelephonyApi(
      {},
      {
        'POST /admin/xpbx/reports/calls': firstPage,
        'POST /admin/xpbx/reports/calls/export': {
          url: '/public/reports/export/token',
          name: 'calls-2026-11-01-2026-11-30.csv',
          rows: 2,
          expires_in: 300,
        },
      },
    );
    const file = new Response('call_id\r\nc-2\r\nc-1\r\n', {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
    const download = vi.fn(async () => file);
    vi.stubGlobal('fetch', download);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    try {
      await renderApp({
        path: '/xpbx/reports?tab=missed&start=2026-11-01&end=2026-11-30',
        fetch: fake.fetch,
        loggedIn: true,
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['calls-2026-11-01-2026-11-30.csv']));
      expect(download).toHaveBeenCalledWith('/public/reports/export/token', expect.anything());
      const asked = fake.calls.find((c) => c.path === '/admin/xpbx/reports/calls/export');
      expect(asked?.body).toMatchObject({
        tab: 'missed',
        from: '2026-11-01',
        to: '2026-11-30',
        format: 'csv',
      });
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('shows the empty state', async () => {
    const fake = fakeTelephonyApi(
      {},
      {
        'POST /admin/xpbx/reports/calls': {
          rows: [],
          next_cursor: null,
          summary: { count: 0, minutes: 0, cost: 0, daily: [] },
        },
      },
    );
    await renderApp({ path: '/xpbx/reports?tab=outgoing', fetch: fake.fetch, loggedIn: true });
    expect(await screen.findByText('No calls in this period')).toBeInTheDocument();
  });
});
