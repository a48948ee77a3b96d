import type { CallReportPage, CallReportRow, MessageReportPage } from '@switchboard/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

const call = (id: number, extra: Partial<CallReportRow> = {}): CallReportRow => ({
  id,
  call_id: `c-${id}`,
  calltype: 'inbound',
  calling_number: '35988800001',
  called_number: '+442070000001',
  callstart: '2026-11-20T09:00:00.000Z',
  callstop: '2026-11-20T09:01:05.000Z',
  dialstatus: 'answered',
  duration: 65,
  client_cost: 200,
  leg_type: null,
  refusal: null,
  legs: 0,
  ...extra,
});

const calls: CallReportPage = {
  rows: [
    call(2, {
      calltype: 'outbound',
      calling_number: '+442070000001',
      called_number: '4915112345678',
      client_cost: 1234,
    }),
    call(1),
  ],
  next_cursor: null,
  summary: {
    count: 2,
    minutes: 3,
    cost: 1434,
    daily: [{ day: '2026-11-20', result: 'answered', count: 2 }],
  },
};
const messages: MessageReportPage = {
  rows: [
    {
      id: 1,
      msgtype: 'sms',
      calling_number: '+442070000001',
      called_number: '359888123456',
      created_at: '2026-11-20T09:00:00.000Z',
      msgstatus: 'delivered',
      client_cost: 5,
    },
  ],
  next_cursor: null,
  summary: { count: 1, cost: 5, daily: [{ day: '2026-11-20', result: 'delivered', count: 1 }] },
};
const empty = { rows: [], next_cursor: null, summary: { count: 0, minutes: 0, cost: 0, daily: [] } };

function api(found: { calls: object; messages: object } = { calls, messages }) {
  return fakeTelephonyApi(
    {},
    {
      'POST /admin/xpbx/reports/calls': () => json(found.calls),
      'POST /admin/xpbx/reports/messages': () => json(found.messages),
    },
  );
}

describe('the virtual numbers call log', { timeout: 30_000 }, () => {
  it('lists the calls on the rented numbers, both directions, with euro costs', async () => {
    const fake = api();
    await renderApp({
      path: '/virtual-number/call_logs?start=2026-11-01&end=2026-11-30',
      fetch: fake.fetch,
      loggedIn: true,
    });
    expect(await screen.findByRole('heading', { name: 'Call logs' })).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Calls' }));
    expect(
      table.getByRole('row', { name: /Outbound.*\+442070000001.*4915112345678.*€12\.34/ }),
    ).toBeInTheDocument();
    expect(
      table.getByRole('row', { name: /Inbound.*35988800001.*\+442070000001.*1:05.*€2\.00/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 calls')).toBeInTheDocument();
    expect(screen.getByText('3 minutes')).toBeInTheDocument();
    const sent = fake.calls.find((c) => c.path === '/admin/xpbx/reports/calls');
    expect(sent?.body).toMatchObject({ scope: 'virtual_numbers', from: '2026-11-01', to: '2026-11-30' });
    expect(sent?.body).not.toHaveProperty('tab');
  });

  it('reads the filters from the address and writes a new number back to it', async () => {
    const fake = api();
    const { user, location } = await renderApp({
      path: '/virtual-number/call_logs?start=2026-11-01&end=2026-11-30&number=4420&result=busy',
      fetch: fake.fetch,
      loggedIn: true,
    });
    await screen.findByRole('table', { name: 'Calls' });
    expect(fake.calls.find((c) => c.path === '/admin/xpbx/reports/calls')?.body).toMatchObject({
      scope: 'virtual_numbers',
      number: '4420',
      result: 'busy',
    });
    const number = await screen.findByRole('textbox', { name: /Number/ });
    await user.clear(number);
    await user.type(number, '49151');
    // The number applies when the field is left (not at every digit).
    await user.tab();
    await waitFor(() => expect(location().search).toMatchObject({ number: '49151', result: 'busy' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === '/admin/xpbx/reports/calls').at(-1)?.body).toMatchObject({
        number: '49151',
        scope: 'virtual_numbers',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toEqual({}));
  });

  it('exports the scoped calls through the signed link', async () => {
    const fake = fakeTelephonyApi(
      {},
      {
        'POST /admin/xpbx/reports/calls': calls,
        'POST /admin/xpbx/reports/calls/export': {
          url: '/public/reports/export/token',
          name: 'virtual-number-calls-2026-11-01-2026-11-30.csv',
          rows: 2,
          expires_in: 300,
        },
      },
    );
    const file = new Response('call_id\r\nc-2\r\nc-1\r\n', {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => file),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    try {
      const { user } = await renderApp({
        path: '/virtual-number/call_logs?start=2026-11-01&end=2026-11-30&result=answered',
        fetch: fake.fetch,
        loggedIn: true,
      });
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['virtual-number-calls-2026-11-01-2026-11-30.csv']));
      expect(fake.calls.find((c) => c.path === '/admin/xpbx/reports/calls/export')?.body).toMatchObject({
        scope: 'virtual_numbers',
        result: 'answered',
        format: 'csv',
      });
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('says when there are no calls', async () => {
    await renderApp({
      path: '/virtual-number/call_logs',
      fetch: api({ calls: empty, messages: empty }).fetch,
      loggedIn: true,
    });
    expect(await screen.findByText('No calls in this period')).toBeInTheDocument();
  });
});

describe('the virtual numbers SMS log', { timeout: 30_000 }, () => {
  it('lists the messages to or from the rented numbers', async () => {
    const fake = api();
    await renderApp({
      path: '/virtual-number/sms_logs?start=2026-11-01&end=2026-11-30&result=delivered',
      fetch: fake.fetch,
      loggedIn: true,
    });
    expect(await screen.findByRole('heading', { name: 'SMS logs' })).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Messages' }));
    expect(
      table.getByRole('row', { name: /SMS.*\+442070000001.*359888123456.*Delivered.*€0\.05/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 message')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/admin/xpbx/reports/messages')?.body).toMatchObject({
      scope: 'virtual_numbers',
      result: 'delivered',
    });
  });

  it('says when there are no messages', async () => {
    await renderApp({
      path: '/virtual-number/sms_logs',
      fetch: api({ calls: empty, messages: { ...empty, summary: { count: 0, cost: 0, daily: [] } } }).fetch,
      loggedIn: true,
    });
    expect(await screen.findByText('No messages in this period')).toBeInTheDocument();
  });
});
