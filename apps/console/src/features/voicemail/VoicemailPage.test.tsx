import type { Voicemail } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

const box = (id: number, name: string): Voicemail => ({
  id,
  name,
  mail_to: 'support@example.com',
  mail_from: 'pbx@example.com',
  mail_cc: '',
  mail_bcc: '',
  mail_subject: 'New voicemail',
  mail_body: '',
  mail_signature: '',
  is_active: 1,
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
});

async function openVoicemail() {
  const api = fakeTelephonyApi(
    { '/admin/xpbx/voicemail': [box(1, 'Support')] },
    { 'POST /admin/xpbx/voicemail/1/test-mail': () => json({ message: 'sent' }) },
  );
  const view = await renderApp({ path: '/xpbx/settings/voicemail', fetch: api.fetch, loggedIn: true });
  const table = within(await screen.findByRole('table', { name: 'Voicemail' }));
  return { ...view, api, table };
}

describe('the voicemail page', () => {
  it('refuses addresses that are not email addresses before sending, then creates the box', async () => {
    const { user, api } = await openVoicemail();
    await user.click(screen.getByRole('button', { name: 'Add voicemail' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add voicemail' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Sales');
    await user.type(dialog.getByRole('textbox', { name: 'Mail to' }), 'sales');
    await user.type(dialog.getByRole('textbox', { name: /^Mail from/ }), 'pbx@example.com');
    await user.type(dialog.getByRole('textbox', { name: 'Mail subject' }), 'Message');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Mail to must be a valid email address.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/voicemail')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: 'Mail to' }), '@example.com');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have created voicemail Sales successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/voicemail')[0]?.body).toMatchObject({
      mail_to: 'sales@example.com',
      is_active: 1,
    });
  });

  it('sends a test mail from the row and says where it went', async () => {
    const { user, table, api } = await openVoicemail();
    await user.click(table.getByRole('button', { name: 'Send test mail for Support' }));
    expect(await screen.findByText('A test mail was sent to support@example.com.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/voicemail/1/test-mail')).toHaveLength(1);
  });
});
