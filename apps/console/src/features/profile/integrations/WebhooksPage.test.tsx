/**
 * The webhooks page: endpoints from the API, adding one (its secret shown once), the server's URL
 * refusal under the field, the test event's outcome, the delivery log, and deleting after a
 * confirmation.
 */
import type { WebhookDelivery, WebhookEndpoint } from '@switchboard/contract';
import { screen, within } from '@testing-library/react';
import { fakeApi, json } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';

const hook = (id: number, overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id,
  url: `https://hooks.example.com/${id}`,
  description: 'CRM',
  events: ['visitor_request.created'],
  is_active: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const delivery = (id: number, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id,
  event_id: `evt_${id}`,
  event: 'visitor_request.created',
  status: 'delivered',
  created_at: '2026-11-21T10:00:00.000Z',
  next_attempt_at: null,
  attempts: [
    {
      attempted_at: '2026-11-21T10:00:00.000Z',
      status_code: 200,
      duration_ms: 42,
      error: null,
      next_attempt_at: null,
    },
  ],
  ...overrides,
});

function api() {
  let hooks = [hook(1)];
  return fakeApi({
    'GET /admin/profile/webhooks': () => json(hooks),
    'POST /admin/profile/webhooks': ({
      body,
    }: {
      body: { url: string; events: WebhookEndpoint['events'] };
    }) => {
      if (body.url.includes('10.0.0.1')) {
        return json(
          {
            message: 'The URL must point to a public address',
            errors: { url: ['The URL must point to a public address'] },
          },
          422,
        );
      }
      const created = hook(2, { url: body.url, events: body.events });
      hooks = [...hooks, created];
      return json({ ...created, secret: 'whsec_shown_once' }, 201);
    },
    'DELETE /admin/profile/webhooks/1': () => {
      hooks = hooks.filter((h) => h.id !== 1);
      return json({ message: 'Deleted' });
    },
    'POST /admin/profile/webhooks/1/test': json(
      delivery(9, {
        event: 'webhook.test',
        status: 'failed',
        attempts: [
          {
            attempted_at: '2026-11-21T10:00:00.000Z',
            status_code: 500,
            duration_ms: 12,
            error: 'HTTP 500',
            next_attempt_at: null,
          },
        ],
      }),
    ),
    'GET /admin/profile/webhooks/1/deliveries': json([
      delivery(3, {
        status: 'pending',
        next_attempt_at: '2026-11-21T10:06:00.000Z',
        attempts: [
          {
            attempted_at: '2026-11-21T10:00:00.000Z',
            status_code: null,
            duration_ms: 10_000,
            error: 'ECONNREFUSED',
            next_attempt_at: '2026-11-21T10:01:00.000Z',
          },
          {
            attempted_at: '2026-11-21T10:01:00.000Z',
            status_code: 503,
            duration_ms: 20,
            error: 'HTTP 503',
            next_attempt_at: '2026-11-21T10:06:00.000Z',
          },
        ],
      }),
      delivery(2),
    ]),
  });
}

describe('WebhooksPage', () => {
  it('adds an endpoint and shows its signing secret once; a private address is refused under the URL', async () => {
    const fake = api();
    const { user } = await renderApp({ path: '/profile/webhooks', fetch: fake.fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Webhook endpoints' }));
    expect(table.getByText('https://hooks.example.com/1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add endpoint' }));
    const url = dialog.getByRole('textbox', { name: /URL/ });
    await user.type(url, 'https://10.0.0.1/in');
    await user.click(dialog.getByRole('checkbox', { name: 'call_record.created' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The URL must point to a public address')).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://hooks.example.com/new');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const secret = within(await screen.findByRole('dialog', { name: 'https://hooks.example.com/new' }));
    expect(secret.getByText('whsec_shown_once')).toBeInTheDocument();
    expect(await screen.findByText('You have created webhook endpoint successfully.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      url: 'https://hooks.example.com/new',
      description: '',
      events: ['visitor_request.created'],
      is_active: 1,
    });
    await user.click(secret.getByRole('button', { name: 'Done' }));
    expect(await table.findByText('https://hooks.example.com/new')).toBeInTheDocument();
  });

  it('sends a test event and says what the receiver answered', async () => {
    const { user } = await renderApp({ path: '/profile/webhooks', fetch: api().fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Webhook endpoints' }));
    await user.click(table.getByRole('button', { name: 'Send test event to https://hooks.example.com/1' }));
    expect(await screen.findByText('Test event sent: HTTP 500')).toBeInTheDocument();
  });

  it('shows the delivery log with each delivery’s status, attempts and next attempt', async () => {
    const { user } = await renderApp({ path: '/profile/webhooks', fetch: api().fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Webhook endpoints' }));
    await user.click(table.getByRole('button', { name: 'Deliveries to https://hooks.example.com/1' }));
    const log = within(await screen.findByRole('table', { name: 'Deliveries' }));
    const rows = log.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('HTTP 503 · 20 ms')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('2')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Delivered')).toBeInTheDocument();
  });

  it('deletes an endpoint after a confirmation', async () => {
    const fake = api();
    const { user } = await renderApp({ path: '/profile/webhooks', fetch: fake.fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Webhook endpoints' }));
    await user.click(table.getByRole('button', { name: 'Delete https://hooks.example.com/1' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You have deleted webhook endpoint successfully.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.path === '/admin/profile/webhooks/1')).toBe(
      true,
    );
  });
});
