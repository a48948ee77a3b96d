import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { carrier, fakeTelephonyApi, rate, trunk } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

const preview = {
  import_id: 'imp-1',
  rows: 3,
  counts: { added: 1, changed: 1, removed: 1, unchanged: 0, errors: 0 },
  added: [{ ...rate(0, 7, '4420'), prefix_name: 'London' }],
  changed: [{ old: rate(0, 7, '359'), new: { ...rate(0, 7, '359'), carrier_rate: '0.015000' } }],
  removed: [rate(0, 7, '3598')],
  errors: [],
  expires_at: '2026-01-01T10:00:00.000Z',
};

async function openCarrier(path = '/xpbx/settings/carrier/7') {
  const api = fakeTelephonyApi(
    {
      '/admin/xpbx/carrier': [carrier(7, 'Acme Voice', { currency: 'USD' })],
      '/admin/xpbx/carrier/7/trunk': [trunk(70, 7, 'Sofia primary')],
      '/admin/xpbx/carrier/7/rate': [rate(700, 7, '359')],
    },
    {
      'POST /admin/xpbx/carrier/7/rate/import': json(preview),
      'POST /admin/xpbx/carrier/7/rate/import/imp-1': json({ added: 1, changed: 1, removed: 1 }),
    },
  );
  const view = await renderApp({ path, fetch: api.fetch, loggedIn: true });
  await screen.findByRole('heading', { name: 'Acme Voice', level: 1 });
  return { ...view, api };
}

describe('a carrier page', () => {
  it('shows the General tab under the breadcrumbs, the password only as saved', async () => {
    await openCarrier();
    const crumbs = within(screen.getByRole('navigation', { name: /breadcrumb/i }));
    expect(crumbs.getByRole('link', { name: 'Carriers' })).toHaveAttribute('href', '/xpbx/settings/carriers');
    const tabs = within(screen.getByRole('tablist', { name: 'Carrier Details' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Trunks',
      'Rates',
      'Rules',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Saved (hidden)');
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('sip-secret');
  });

  it("adds a trunk whose codecs are chosen in a multi-select ('Add carrier trunk')", async () => {
    const { user, api } = await openCarrier('/xpbx/settings/carrier/7?tab=trunks');
    await user.click(await screen.findByRole('button', { name: 'Add carrier trunk' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add carrier trunk' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Backup');
    await user.type(dialog.getByRole('textbox', { name: 'Host' }), '10.0.0.2');
    const codecs = within(dialog.getByRole('group', { name: 'Codecs' }));
    await user.click(codecs.getByRole('checkbox', { name: 'Ulaw' }));
    await user.click(codecs.getByRole('checkbox', { name: 'G729' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You have created trunk Backup successfully.')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/carrier/7/trunk')[0]?.body).toMatchObject({
      name: 'Backup',
      host: '10.0.0.2',
      codecs: ['Alaw', 'G729'],
      channels: 30,
      port: 5060,
      trunk_type: 'Outgoing',
    });
  });

  it('explains the billing model from the values being typed, in the carrier currency', async () => {
    const { user } = await openCarrier('/xpbx/settings/carrier/7?tab=rates');
    await user.click(await screen.findByRole('button', { name: 'Add carrier rate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add carrier rate' }));
    const examples = () =>
      within(dialog.getByRole('list', { name: 'Examples of this billing model' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    // Spec §9: (0, 60, 60) bills 30 s, 100 s and 121 s as 1, 2 and 3 minutes.
    expect(examples()).toEqual([
      'A call of 30 sec is billed as 1 min',
      'A call of 1 min 1 sec is billed as 2 min',
      'A call of 1 min 40 sec is billed as 2 min',
      'A call of 2 min 1 sec is billed as 3 min',
    ]);
    await user.type(dialog.getByRole('textbox', { name: /International rate/ }), '0.03');
    for (const name of [/Minimum billing time/, /Rest billing time/]) {
      await user.clear(dialog.getByRole('textbox', { name }));
      await user.type(dialog.getByRole('textbox', { name }), '1');
    }
    await user.clear(dialog.getByRole('textbox', { name: /Setup time/ }));
    await user.type(dialog.getByRole('textbox', { name: /Setup time/ }), '60');
    // (60, 1, 1): 100 s bills 160 s and 61 s bills 121 s, at $0.03 a minute.
    expect(examples()).toEqual([
      'A call of 30 sec is billed as 1 min 30 sec: $0.045',
      'A call of 1 min 1 sec is billed as 2 min 1 sec: $0.0605',
      'A call of 1 min 40 sec is billed as 2 min 40 sec: $0.08',
      'A call of 2 min 1 sec is billed as 3 min 1 sec: $0.0905',
    ]);
  });

  it('imports a rate deck: preview with the diff, then an explicit Apply', async () => {
    const { user, api } = await openCarrier('/xpbx/settings/carrier/7?tab=rates');
    await user.click(await screen.findByRole('button', { name: 'Import rate deck' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import rate deck' }));
    await user.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(dialog.getByText('Please select file')).toBeInTheDocument();

    const file = new File(['prefix,carrier_rate\n4420,0.02\n'], 'deck.csv', { type: 'text/csv' });
    await user.upload(dialog.getByLabelText(/Rate deck/), file);
    await user.click(dialog.getByRole('button', { name: 'Preview' }));

    expect(
      await dialog.findByText('3 rows read: 1 added, 1 changed, 1 removed, 0 unchanged.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/carrier/7/rate/import/imp-1')).toEqual([]);
    await user.click(dialog.getByRole('tab', { name: 'Changed (1)' }));
    expect(
      within(dialog.getByRole('table', { name: 'Changed' })).getByText('0.012000 → 0.015000'),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('The rate deck was applied: 1 added, 1 changed, 1 removed.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/carrier/7/rate/import/imp-1')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Import rate deck' })).not.toBeInTheDocument(),
    );
  });
});
