import type { LiveCall, PbxDashboard } from '@switchboard/contract';
import { screen, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

const totals = (answered: number, spend: number) => ({
  answered,
  missed: 2,
  busy: 1,
  failed: 0,
  minutes: 14,
  spend,
});
const dashboard: PbxDashboard = {
  today: totals(3, 125),
  month: totals(40, 2350),
  busiest: [
    { number: '442071234567', calls: 31 },
    { number: '35924001122', calls: 12 },
  ],
};
const liveCall = (callId: string, state: LiveCall['state'], from: string): LiveCall => ({
  call_id: callId,
  state,
  calltype: 'inbound',
  calling_number: from,
  called_number: '442071234567',
  started_at: '2026-11-28T09:00:00.000Z',
  answered_at: null,
  ended_at: null,
  closed_at: null,
});

describe('the PBX home', () => {
  it('shows calls by result, spend as money, the busiest numbers, and live calls as they change', async () => {
    const live = [liveCall('a', 'ringing', '447900000001')];
    // Read afresh on every poll, so the change below shows on the next one.
    const api = fakeTelephonyApi(
      {},
      { 'GET /admin/xpbx/dashboard': dashboard, 'GET /admin/xpbx/live-calls': () => json(live) },
    );
    await renderApp({ path: '/xpbx', fetch: api.fetch, loggedIn: true });

    const results = within(await screen.findByRole('table', { name: 'Calls by result' }));
    const answered = results.getByRole('row', { name: /Answered/ });
    expect(within(answered).getByText('3')).toBeInTheDocument();
    expect(within(answered).getByText('40')).toBeInTheDocument();
    expect(results.getByText('€1.25')).toBeInTheDocument();
    expect(results.getByText('€23.50')).toBeInTheDocument();
    const busiest = within(screen.getByRole('table', { name: 'Busiest numbers this month' }));
    expect(busiest.getByText('442071234567')).toBeInTheDocument();

    const calls = within(await screen.findByRole('table', { name: 'Live calls' }));
    expect(calls.getByText('Ringing')).toBeInTheDocument();
    expect(screen.getByText('1 call now')).toBeInTheDocument();
    // The switch reports an answer and a new call: the next poll shows both.
    live.splice(
      0,
      1,
      { ...liveCall('a', 'answered', '447900000001') },
      liveCall('b', 'queued', '447900000002'),
    );
    expect(await screen.findByText('2 calls now', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.getByText('In call')).toBeInTheDocument();
    expect(calls.getByText('Queued')).toBeInTheDocument();
    // The PBX menu starts with the dashboard.
    expect(screen.getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute('href', '/xpbx');
  });
});
