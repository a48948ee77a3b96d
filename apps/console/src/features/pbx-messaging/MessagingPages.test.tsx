import type { MailTemplate, MessageLogEntry, MessageTemplate, Sender } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

const STAMP = '2026-01-01T09:00:00.000Z';
const template = (id: number, overrides: Partial<MessageTemplate> = {}): MessageTemplate => ({
  id,
  description: 'Welcome',
  message: 'Hi {first_name}',
  channel: 'sms',
  is_active: 1,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});
const mailTemplate: MailTemplate = {
  id: 1,
  description: 'Reminder',
  mail_subject: 'Hello {first_name}',
  mail_body: '<script>alert(1)</script> Dear {first_name}',
  mail_from: 'billing@example.com',
  mail_to: '',
  mail_signature: '',
  mail_cc: '',
  mail_bcc: '',
  created_at: STAMP,
  updated_at: STAMP,
};
const sender = (id: number, overrides: Partial<Sender> = {}): Sender => ({
  id,
  name: 'Switchbrd',
  channel: 'sms',
  email: 'ada@example.com',
  description: '',
  status: 'verified',
  verified_at: STAMP,
  mail_sent_at: STAMP,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

describe('the templates page', () => {
  it('lists text and mail templates; the mail dialog previews with sample values as text', async () => {
    const api = fakeTelephonyApi({
      '/admin/xpbx/template': [template(1), template(2, { description: 'Promo', channel: 'viber' })],
      '/admin/xpbx/mail-template': [mailTemplate],
      '/admin/xpbx/sender': [sender(1)],
    });
    const { user } = await renderApp({ path: '/xpbx/settings/templates', fetch: api.fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Message templates' }));
    expect(await table.findByText('Promo')).toBeInTheDocument();
    expect(table.getByText('Viber')).toBeInTheDocument();
    const mails = within(screen.getByRole('table', { name: 'Mail templates' }));
    await user.click(mails.getByRole('button', { name: /Edit.*Reminder/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit mail template' }));
    expect(dialog.getByText('Hello Ada')).toBeInTheDocument();
    // The markup is shown as written: no script element was made from it.
    expect(dialog.getByText('<script>alert(1)</script> Dear Ada')).toBeInTheDocument();
    expect(document.querySelector('script:not([src])')?.textContent ?? '').not.toContain('alert(1)');
    expect(screen.getByRole('link', { name: 'Templates', hidden: true })).toHaveAttribute(
      'href',
      '/xpbx/settings/templates',
    );
  });

  it('sends a message from a verified sender and shows its state', async () => {
    const entry: MessageLogEntry = {
      id: 9,
      msgtype: 'sms',
      calling_number: 'Switchbrd',
      called_number: '+359888123456',
      created_at: STAMP,
      msgstatus: 'submitted',
      client_cost: 5,
      parts: 1,
      text: 'Hi ',
      template_id: 1,
      sender_id: 1,
      reported_at: null,
    };
    const api = fakeTelephonyApi(
      {
        '/admin/xpbx/template': [template(1)],
        '/admin/xpbx/mail-template': [],
        '/admin/xpbx/sender': [sender(1), sender(2, { name: 'Waiting', status: 'pending' })],
      },
      {
        'POST /admin/xpbx/message': () => json(entry, 201),
        'POST /admin/xpbx/message-log': () =>
          json({ data: [{ ...entry, msgstatus: 'delivered' }], total: 1, page: 1, per_page: 25 }),
      },
    );
    const { user } = await renderApp({ path: '/xpbx/settings/templates', fetch: api.fetch, loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send message' }));
    await user.click(dialog.getByRole('button', { name: /Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Welcome' }));
    await user.click(dialog.getByRole('button', { name: /Sender/ }));
    expect(screen.queryByRole('option', { name: 'Waiting' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Switchbrd' }));
    await user.type(dialog.getByRole('textbox', { name: 'To number' }), '+359888123456');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText(/Delivered/)).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/message')[0]?.body).toEqual({
      template_id: 1,
      sender_id: 1,
      to: '+359888123456',
    });
  });
});

describe('the senders page', () => {
  it("shows the state and refuses 'send again' within the wait with the spec's notice", async () => {
    const api = fakeTelephonyApi(
      {
        '/admin/xpbx/sender': [
          sender(1),
          sender(2, { name: 'Waiting', status: 'pending', verified_at: null }),
        ],
      },
      {
        'POST /admin/xpbx/sender/2/resend': () =>
          json({ message: 'You have to wait for the sending email of the sender' }, 429),
      },
    );
    const { user } = await renderApp({ path: '/xpbx/settings/senders', fetch: api.fetch, loggedIn: true });
    const table = within(await screen.findByRole('table', { name: 'Senders' }));
    expect(await table.findByText('Verified')).toBeInTheDocument();
    expect(table.getByText('Pending')).toBeInTheDocument();
    expect(
      table.queryByRole('button', { name: 'Send the e-mail for Switchbrd again' }),
    ).not.toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Send the e-mail for Waiting again' }));
    await waitFor(() =>
      expect(screen.getByText('You have to wait for the sending email of the sender')).toBeInTheDocument(),
    );
  });
});
