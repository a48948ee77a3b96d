import type { Wallboard } from '@switchboard/contract';
import { screen, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { queue } from '#test/queueFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

const STREAM = 'GET /admin/xpbx/call-center/queues/3/wallboard/stream';

const board = (over: Partial<Wallboard> = {}): Wallboard => ({
  queue: { id: 3, name: 'Support', queue_number: '500' },
  at: new Date().toISOString(),
  service_level_seconds: 20,
  agents: [
    { user_id: 1, name: 'anna', extension: '201', state: 'on_call', since: new Date().toISOString() },
    { user_id: 2, name: 'ben', extension: '202', state: 'offline', since: null },
  ],
  waiting: [],
  today: { answered: 4, abandoned: 1, average_wait_seconds: 12, service_level: 80, longest_wait_seconds: 95 },
  ...over,
});

/** A server-sent events answer whose events the test pushes with `send`. */
function eventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    end: () => controller?.close(),
    send: (data: Wallboard) =>
      controller?.enqueue(encoder.encode(`event: snapshot\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
};

describe('the call centre', () => {
  it('lists the queues, each opening its wallboard, whose figures follow the stream', async () => {
    const stream = eventStream();
    const api = fakeTelephonyApi(
      { '/admin/xpbx/queue': [queue(3, 'Support', { queue_number: '500' })] },
      { [STREAM]: () => stream.response },
    );
    const { user } = await renderApp({ path: '/xpbx/call-center', fetch: api.fetch, loggedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Open the wallboard of Support' }));
    expect(await screen.findByRole('status', { name: 'Connecting to the wallboard…' })).toBeInTheDocument();

    stream.send(board());
    expect(await screen.findByRole('heading', { level: 1, name: 'Support (500)' })).toBeInTheDocument();
    expect(figure('Answered')).toBe('4');
    expect(figure('Service level')).toBe('80%');
    expect(figure('Longest wait')).toBe('1 min 35 sec');
    const agents = within(screen.getByRole('table', { name: 'Agents' }));
    expect(agents.getByRole('row', { name: /anna/ })).toHaveTextContent('On a call');
    expect(agents.getByRole('row', { name: /ben/ })).toHaveTextContent('Offline');
    expect(screen.getByText('No calls waiting.')).toBeInTheDocument();

    // A call joins the queue: the next snapshot shows it, waiting.
    const since = new Date().toISOString();
    stream.send(board({ waiting: [{ call_id: 'c1', caller: '447900000001', waiting_since: since }] }));
    const waiting = within(await screen.findByRole('table', { name: 'Calls waiting' }));
    expect(await waiting.findByText('447900000001')).toBeInTheDocument();
    expect(figure('Waiting now')).toBe('1');
  });

  it('says when the queue does not exist', async () => {
    const api = fakeTelephonyApi({}, { [STREAM]: () => json({ message: 'Not found.' }, 404) });
    await renderApp({ path: '/xpbx/call-center/3', fetch: api.fetch, loggedIn: true });
    expect(await screen.findByText('This queue does not exist (any more).')).toBeInTheDocument();
  });

  it('shows an empty queue as such', async () => {
    const stream = eventStream();
    const api = fakeTelephonyApi({}, { [STREAM]: () => stream.response });
    await renderApp({ path: '/xpbx/call-center/3', fetch: api.fetch, loggedIn: true });
    stream.send(board({ agents: [] }));
    expect(
      await screen.findByText('No agents in this queue: add members on the queue’s page.'),
    ).toBeInTheDocument();
  });

  it('keeps the board while it reconnects after the stream ends, and follows the new stream', async () => {
    const streams = [eventStream(), eventStream()];
    let opened = 0;
    const api = fakeTelephonyApi({}, { [STREAM]: () => streams[opened++]?.response });
    await renderApp({ path: '/xpbx/call-center/3', fetch: api.fetch, loggedIn: true });
    streams[0]?.send(board());
    expect(await screen.findByRole('heading', { level: 1, name: 'Support (500)' })).toBeInTheDocument();
    streams[0]?.end();
    expect(
      await screen.findByText('Reconnecting… the figures below may be out of date.'),
    ).toBeInTheDocument();
    expect(figure('Answered')).toBe('4');
    // The retry (a second later) opens the next stream; its snapshot clears the notice.
    await vi.waitFor(() => expect(opened).toBe(2), { timeout: 3_000 });
    streams[1]?.send(board({ today: { ...board().today, answered: 5 } }));
    await vi.waitFor(() => expect(figure('Answered')).toBe('5'));
    expect(screen.queryByText('Reconnecting… the figures below may be out of date.')).not.toBeInTheDocument();
  });
});
