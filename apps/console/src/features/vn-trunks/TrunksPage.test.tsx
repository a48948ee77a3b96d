import type { CustomerTrunk } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

const STAMP = '2026-03-10T09:00:00.000Z';
const PATH = '/admin/virtual-number/trunks';
const trunk = (id: number, name: string, overrides: Partial<CustomerTrunk> = {}): CustomerTrunk => ({
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
  is_active: 1,
  created_at: STAMP,
  updated_at: STAMP,
  ...overrides,
});

async function openTrunks(arabic = false) {
  const trunks: CustomerTrunk[] = [
    trunk(1, 'Sofia office PBX', { transport: 'tls', port: 5061, channels: 30 }),
    trunk(2, 'Branch', {
      host: '203.0.113.7',
      auth_type: 'ip',
      allowed_ips: ['203.0.113.7'],
      username: '',
      has_password: false,
      failover_order: 2,
    }),
  ];
  const api = fakeTelephonyApi(
    { [PATH]: trunks },
    {
      // The API answers the password to the create and to the action only.
      [`POST ${PATH}`]: ({ body }: { body: Record<string, unknown> }) => {
        const created = { ...trunk(9, String(body.name)), ...body, has_password: true };
        trunks.unshift(created as CustomerTrunk);
        return json({ ...created, password: 'Pw3ShownOnceOnly7Xyzabcd' }, 201);
      },
      [`POST ${PATH}/1/password`]: () =>
        json({ ...trunks.find((row) => row.id === 1), password: 'NewPw9ForSofiaPbxQrstuvw' }),
    },
  );
  const view = await renderApp({
    path: '/virtual-number/trunks',
    fetch: api.fetch,
    loggedIn: true,
    locale: arabic ? 'ar' : undefined,
  });
  return { ...view, api };
}

describe('the trunks', { timeout: 30_000 }, () => {
  it('list each trunk with its host, transport, channels and authentication; the menu leads here', async () => {
    await openTrunks();
    const table = within(await screen.findByRole('table', { name: 'Trunks' }));
    const sofia = within(table.getByRole('row', { name: /Sofia office PBX/ }));
    expect(sofia.getByText('TLS (encrypted)')).toBeInTheDocument();
    expect(sofia.getByText('Username and password')).toBeInTheDocument();
    expect(sofia.getByText('30')).toBeInTheDocument();
    const branch = within(table.getByRole('row', { name: /Branch/ }));
    expect(branch.getByText('By IP address')).toBeInTheDocument();
    // Only a trunk with credentials has a password to renew.
    expect(table.getByRole('button', { name: 'New password for Sofia office PBX' })).toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'New password for Branch' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trunks', hidden: true })).toHaveAttribute(
      'href',
      '/virtual-number/trunks',
    );
  });

  it('adds a trunk with credentials and shows its password once, to copy', async () => {
    const { user, api } = await openTrunks();
    await user.click(await screen.findByRole('button', { name: 'Add trunk' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add trunk' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      expect.stringContaining('Name is required.'),
    );
    expect(callsTo(api.calls, 'POST', PATH)).toEqual([]);
    // No password field: the server makes it.
    expect(dialog.queryByLabelText(/Password/)).not.toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Office PBX');
    await user.type(dialog.getByRole('textbox', { name: /^Host/ }), 'pbx.office.example');
    await user.type(dialog.getByRole('textbox', { name: /^Channels/ }), '20');
    await user.click(dialog.getByRole('checkbox', { name: 'G722' }));
    // G722 was checked last: it comes last, and moves up in the order list.
    await user.click(dialog.getByRole('button', { name: 'Move G722 up' }));
    await user.type(dialog.getByRole('textbox', { name: /^Username/ }), 'office');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    const shown = within(await screen.findByRole('dialog', { name: 'The password of Office PBX' }));
    expect(shown.getByText('Pw3ShownOnceOnly7Xyzabcd')).toBeInTheDocument();
    expect(shown.getByText(/not shown again/)).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', PATH)[0]?.body).toEqual({
      name: 'Office PBX',
      host: 'pbx.office.example',
      port: 5060,
      transport: 'udp',
      codecs: ['PCMA', 'G722', 'PCMU'],
      channels: 20,
      auth_type: 'credentials',
      allowed_ips: [],
      username: 'office',
      failover_order: 1,
      is_active: 1,
    });
    expect(await screen.findByText('You have created trunk Office PBX successfully.')).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('Pw3ShownOnceOnly7Xyzabcd')).not.toBeInTheDocument());
    const table = within(screen.getByRole('table', { name: 'Trunks' }));
    expect(table.getByRole('row', { name: /Office PBX/ })).toBeInTheDocument();
  });

  it('asks for addresses instead of a username when the trunk checks addresses', async () => {
    const { user, api } = await openTrunks();
    await user.click(await screen.findByRole('button', { name: 'Add trunk' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add trunk' }));
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Lab');
    await user.type(dialog.getByRole('textbox', { name: /^Host/ }), '192.0.2.5');
    await user.type(dialog.getByRole('textbox', { name: /^Channels/ }), '2');
    await user.click(dialog.getByRole('radio', { name: 'By IP address' }));
    expect(dialog.queryByRole('textbox', { name: /^Username/ })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: /^Allowed IP addresses/ })).toHaveAccessibleDescription(
      expect.stringContaining('required'),
    );
    await user.type(
      dialog.getByRole('textbox', { name: /^Allowed IP addresses/ }),
      '192.0.2.5{enter}10.0.0.0/8',
    );
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You have created trunk Lab successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', PATH)[0]?.body).toMatchObject({
      auth_type: 'ip',
      allowed_ips: ['192.0.2.5', '10.0.0.0/8'],
      username: '',
    });
  });

  it('makes a new password from the row and shows it once', async () => {
    const { user, api } = await openTrunks();
    const table = within(await screen.findByRole('table', { name: 'Trunks' }));
    await user.click(table.getByRole('button', { name: 'New password for Sofia office PBX' }));
    const shown = within(await screen.findByRole('dialog', { name: 'The password of Sofia office PBX' }));
    expect(shown.getByText('NewPw9ForSofiaPbxQrstuvw')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', `${PATH}/1/password`)).toHaveLength(1);
  });

  it('shows the page in Arabic with hosts left to right', async () => {
    await openTrunks(true);
    const table = within(await screen.findByRole('table', { name: 'الخطوط الرئيسية' }));
    expect(table.getByText('203.0.113.7')).toHaveAttribute('dir', 'ltr');
    expect(table.getByText('pbx.example.com')).toHaveAttribute('dir', 'ltr');
    expect(table.getByText('حسب عنوان IP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'الخطوط الرئيسية' })).toBeInTheDocument();
  });
});
