import type { Timeslot } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, within } from '@testing-library/react';
import { callsTo } from '#test/pbxFixtures';
import { renderApp } from '#test/renderApp';
import { fakeTelephonyApi } from '#test/telephonyFixtures';
// The page imports its form when the dialog first opens; loaded here so no test waits on it.
import './timeslotForm';

afterEach(() => toast.clear());

const open = { closed: false, ranges: [{ from: '09:00', to: '17:00' }] };
const closed = { closed: true, ranges: [] };
const hours = {
  monday: open,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: open,
  saturday: closed,
  sunday: closed,
};

const officeHours: Timeslot = {
  id: 1,
  description: 'Office hours',
  priority: 1,
  is_active: 1,
  timezone: 'Europe/Sofia',
  hours,
  exceptions: [],
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
};

async function openTimeslots() {
  const api = fakeTelephonyApi({ '/admin/xpbx/timeslot': [officeHours] });
  const view = await renderApp({ path: '/xpbx/settings/timeslots', fetch: api.fetch, loggedIn: true });
  const table = within(await screen.findByRole('table', { name: 'Timeslots' }));
  return { ...view, api, table };
}

describe('the timeslots page', () => {
  it('lists the timeslots', async () => {
    const { table } = await openTimeslots();
    expect(table.getByText('Office hours')).toBeInTheDocument();
    expect(table.getByText('Europe/Sofia')).toBeInTheDocument();
  });

  it('creates a timeslot with office hours and a holiday closed all day', async () => {
    const { user, api } = await openTimeslots();
    await user.click(screen.getByRole('button', { name: 'Add timeslot' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add timeslot' }));
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Support line');
    expect(dialog.getByRole('group', { name: 'Opening hours' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add holiday' }));
    const holidays = within(dialog.getByRole('group', { name: 'Holidays' }));
    await user.type(holidays.getByRole('textbox', { name: 'Holiday name' }), 'Christmas');
    const day = holidays.getAllByRole('spinbutton');
    // The date's parts in the locale's order (en: month, day, year).
    await user.type(day[0] as HTMLElement, '12');
    await user.type(day[1] as HTMLElement, '25');
    await user.type(day[2] as HTMLElement, '2026');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('You have created timeslot Support line successfully.'),
    ).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/admin/xpbx/timeslot')[0]?.body).toMatchObject({
      description: 'Support line',
      priority: '0',
      hours,
      exceptions: [{ date: '2026-12-25', description: 'Christmas', closed: true, ranges: [] }],
    });
  });
});
