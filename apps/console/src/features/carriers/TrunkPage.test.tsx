import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { carrier, fakeTelephonyApi, rule, trunk } from '#test/telephonyFixtures';

afterEach(() => toast.clear());

const numbers = (calling: string, called: string, diversion = '') => ({ calling, called, diversion });
const officeHours = { id: 8, description: 'Office hours' };
const closed = {
  code: 'timeslot.weekday_closed',
  params: {
    timeslot: 'Office hours',
    weekday: 'saturday',
    date: '2026-03-07',
    time: '10:00',
    zone: 'Europe/Sofia',
  },
};

async function openTrunk() {
  const api = fakeTelephonyApi(
    {
      '/admin/xpbx/carrier': [carrier(7, 'Acme Voice')],
      '/admin/xpbx/carrier/7/trunk': [trunk(70, 7, 'Sofia primary')],
      '/admin/xpbx/carrier/7/trunk/70/rule': [
        rule(1, 70),
        rule(2, 70, { command: 'change_calling', priority: 2 }),
        rule(3, 70, { command: 'change_diversion', priority: 3, timeslot_id: 8 }),
      ],
      '/admin/xpbx/timeslot': [officeHours],
    },
    {
      'POST /admin/xpbx/carrier/7/trunk/70/rule/test': json({
        steps: [
          {
            rule_id: 1,
            priority: 1,
            command: 'change_called',
            matched: true,
            reason: null,
            timeslot: null,
            before: numbers('35924001000', '00359888123456'),
            after: numbers('35924001000', '359888123456'),
          },
          {
            rule_id: 2,
            priority: 2,
            command: 'change_calling',
            matched: false,
            reason: { code: 'rule.calling_prefix', params: { prefix: '44' } },
            timeslot: null,
            before: numbers('35924001000', '359888123456'),
            after: numbers('35924001000', '359888123456'),
          },
          {
            rule_id: 3,
            priority: 3,
            command: 'change_diversion',
            matched: false,
            reason: closed,
            timeslot: closed,
            before: numbers('35924001000', '359888123456'),
            after: numbers('35924001000', '359888123456'),
          },
        ],
        result: numbers('35924001000', '359888123456'),
      }),
    },
  );
  const view = await renderApp({
    path: '/xpbx/settings/carrier/7/trunk/70',
    fetch: api.fetch,
    loggedIn: true,
  });
  await screen.findByRole('heading', { name: 'Sofia primary', level: 1 });
  return { ...view, api };
}

describe('a trunk page', () => {
  it('sits under the breadcrumbs Carriers › Carrier trunks › Trunk rules and lists its rules', async () => {
    await openTrunk();
    const crumbs = within(screen.getByRole('navigation', { name: /breadcrumb/i }));
    expect(crumbs.getByRole('link', { name: 'Carriers' })).toHaveAttribute('href', '/xpbx/settings/carriers');
    expect(crumbs.getByRole('link', { name: 'Carrier trunks: Acme Voice' })).toHaveAttribute(
      'href',
      '/xpbx/settings/carrier/7',
    );
    expect(crumbs.getByText('Trunk rules: Sofia primary')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Trunk rules' })).toBeInTheDocument();
    // A rule's timeslot by its name; none: any time.
    const rows = within(screen.getByRole('table', { name: 'Trunk rules' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Any time (no timeslot)');
    expect(rows[3]).toHaveTextContent('Office hours');
    // Rules are named by their command, in words.
    expect(screen.getByRole('button', { name: 'Edit rule Change calling number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete rule Change called number' })).toBeInTheDocument();
  });

  it("says 'updated' when a rule is edited (spec §8)", async () => {
    const { user, api } = await openTrunk();
    await user.click(screen.getByRole('button', { name: 'Edit rule Change called number' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit trunk rule' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Called prefix' }));
    await user.type(dialog.getByRole('textbox', { name: 'Called prefix' }), '011');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You have updated trunk rule Change called number successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/carrier/7/trunk/70/rule/1')[0]?.body).toMatchObject({
      called_prefix: '011',
      point_end: 2,
      timeslot_id: null,
    });
  });

  it('holds a rule to a timeslot chosen by its name', async () => {
    const { user, api } = await openTrunk();
    await user.click(screen.getByRole('button', { name: 'Edit rule Change called number' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit trunk rule' }));
    await user.click(dialog.getByRole('combobox', { name: /Timeslot/ }));
    await user.click(await screen.findByRole('option', { name: 'Office hours' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('You have updated trunk rule Change called number successfully.');
    expect(callsTo(api.calls, 'PUT', '/admin/xpbx/carrier/7/trunk/70/rule/1')[0]?.body).toMatchObject({
      timeslot_id: 8,
    });
  });

  it("tests the rules: 'Test rule result' shows each rule, why one did not apply, and the numbers", async () => {
    const { user, api } = await openTrunk();
    await user.click(screen.getByRole('button', { name: 'Test rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Test rule' }));
    await user.type(dialog.getByRole('textbox', { name: 'Calling number' }), '35924001000');
    await user.type(dialog.getByRole('textbox', { name: /Called number/ }), '00359888123456');
    const time = dialog.getByRole('textbox', { name: 'Time of the call (HH:MM, your time)' });
    await user.clear(time);
    await user.type(time, '10:30');
    await user.click(dialog.getByRole('button', { name: 'Test' }));

    const result = within(await screen.findByRole('dialog', { name: 'Test rule result' }));
    const steps = within(result.getByRole('list', { name: 'The rules in the order they were considered' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/[\u2066-\u2069]/g, ''));
    expect(steps).toEqual([
      'Rule 1: Change called numberAppliedCalling 35924001000, called 359888123456, presentation (empty)',
      'Rule 2: Change calling numberNot applied: The calling number does not start with 44Calling 35924001000, called 359888123456, presentation (empty)',
      'Rule 3: Change diversion numberNot applied: Timeslot “Office hours” is closed on Saturday Mar 7, 2026 at 10:00 (Europe/Sofia) by the weekday’s hoursCalling 35924001000, called 359888123456, presentation (empty)',
    ]);
    const sent = callsTo(api.calls, 'POST', '/admin/xpbx/carrier/7/trunk/70/rule/test')[0]?.body as
      | Record<string, unknown>
      | undefined;
    expect(sent).toMatchObject({
      calling_number: '35924001000',
      called_number: '00359888123456',
      presentation_number: '',
    });
    // Today at the time typed, on the user's clock.
    const at = new Date(String(sent?.time));
    expect([at.toDateString(), at.getHours(), at.getMinutes()]).toEqual([new Date().toDateString(), 10, 30]);
  });
});
