import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { OpeningHours } from './OpeningHours';
import { emptyWeek, type OpeningHoursValue, validateOpeningHours } from './OpeningHours.model';

/** The caller's day list: the console passes the contract's WEEKDAYS. */
const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

function officeWeek(): OpeningHoursValue {
  const week = emptyWeek(days);
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
    week[day] = { closed: false, ranges: [{ from: '09:00', to: '17:00' }] };
  }
  week.saturday = { closed: true, ranges: [] };
  week.sunday = { closed: true, ranges: [] };
  return week;
}

function Harness({
  initial,
  onChange,
}: {
  initial: OpeningHoursValue;
  onChange?: (v: OpeningHoursValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <OpeningHours
      days={days}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const day = (name: string) => screen.getByRole('group', { name });

describe('OpeningHours', () => {
  it('lists Monday to Sunday with labelled time inputs', () => {
    renderWithKit(<Harness initial={officeWeek()} />);
    const week = screen.getByRole('group', { name: 'Opening hours' });
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(day);
    expect(within(week).getAllByRole('group')).toEqual(days);
    expect(screen.getByLabelText('Monday from 1')).toHaveValue('09:00');
    expect(screen.getByLabelText('Friday to 1')).toHaveValue('17:00');
    expect(within(day('Sunday')).getByRole('checkbox', { name: 'Closed on Sunday' })).toBeChecked();
    expect(within(day('Sunday')).queryByLabelText('Sunday from 1')).toBeNull();
  });

  it("edits the caller's days only: a working week has no weekend rows", () => {
    const workWeek = days.slice(0, 5);
    const { saturday: _saturday, sunday: _sunday, ...weekdaysOnly } = officeWeek();
    renderWithKit(<OpeningHours days={workWeek} value={weekdaysOnly as OpeningHoursValue} />);
    const week = screen.getByRole('group', { name: 'Opening hours' });
    expect(within(week).getAllByRole('group')).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day),
    );
    expect(screen.queryByRole('group', { name: 'Saturday' })).toBeNull();
  });

  it('adds and removes ranges', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Harness initial={officeWeek()} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    expect(screen.getByLabelText('Monday from 2')).toHaveValue('17:00');
    expect(screen.getByLabelText('Monday from 2')).toHaveFocus();
    expect(screen.getByLabelText('Monday to 2')).toHaveValue('18:00');
    await user.click(screen.getByRole('button', { name: 'Remove Monday range 1' }));
    expect(screen.queryByLabelText('Monday from 2')).toBeNull();
    expect(screen.getByLabelText('Monday from 1')).toHaveValue('17:00');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ monday: { closed: false, ranges: [{ from: '17:00', to: '18:00' }] } }),
    );
  });

  it('marks a day closed, hiding its ranges', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Harness initial={officeWeek()} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Closed on Wednesday' }));
    expect(screen.queryByLabelText('Wednesday from 1')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ wednesday: { closed: true, ranges: [{ from: '09:00', to: '17:00' }] } }),
    );
  });

  it('copies one day to all days', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Harness initial={officeWeek()} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Copy to all days from Sunday' }));
    for (const name of ['Monday', 'Wednesday', 'Saturday']) {
      expect(screen.getByRole('checkbox', { name: `Closed on ${name}` })).toBeChecked();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Closed on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Copy to all days from Monday' }));
    expect(screen.getByRole('checkbox', { name: 'Closed on Sunday' })).not.toBeChecked();
    expect(screen.getByLabelText('Sunday from 1')).toHaveValue('09:00');
    const week = onChange.mock.lastCall?.[0] as OpeningHoursValue;
    expect(week.sunday.ranges).not.toBe(week.monday.ranges);
  });

  it('shows an error on a range that ends before it starts, and on overlapping ranges', async () => {
    const { user } = renderWithKit(<Harness initial={officeWeek()} />);
    const to = screen.getByLabelText('Tuesday to 1');
    fireEvent.change(to, { target: { value: '08:00' } });
    expect(within(day('Tuesday')).getByRole('alert')).toHaveTextContent(
      'The end time must be after the start time.',
    );
    expect(to).toBeInvalid();
    expect(to).toHaveAccessibleDescription('The end time must be after the start time.');
    fireEvent.change(to, { target: { value: '12:00' } });
    expect(within(day('Tuesday')).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    fireEvent.change(screen.getByLabelText('Tuesday from 2'), { target: { value: '11:00' } });
    expect(within(day('Tuesday')).getByRole('alert')).toHaveTextContent('Time ranges must not overlap.');
    expect(screen.getByLabelText('Tuesday from 2')).toBeInvalid();
    expect(screen.getByLabelText('Tuesday from 1')).not.toBeInvalid();
  });

  it('shows errors passed by the caller and disables everything', () => {
    renderWithKit(
      <OpeningHours days={days} value={officeWeek()} errors={{ friday: 'Friday is required.' }} disabled />,
    );
    expect(within(day('Friday')).getByRole('alert')).toHaveTextContent('Friday is required.');
    expect(screen.getByLabelText('Friday from 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy to all days from Monday' })).toBeDisabled();
  });
});

describe('validateOpeningHours', () => {
  it('accepts touching ranges and closed days, rejects overlaps and inverted ranges', () => {
    const week = emptyWeek(days);
    week.monday.ranges = [
      { from: '13:00', to: '17:00' },
      { from: '09:00', to: '13:00' },
    ];
    week.tuesday = { closed: true, ranges: [{ from: '18:00', to: '08:00' }] };
    week.wednesday.ranges = [
      { from: '09:00', to: '12:00' },
      { from: '11:30', to: '14:00' },
    ];
    week.thursday.ranges = [{ from: '10:00', to: '10:00' }];
    week.friday.ranges = [{ from: '10:00', to: '' }];
    expect(validateOpeningHours(week)).toEqual({
      wednesday: { kind: 'overlap', range: 1 },
      thursday: { kind: 'order', range: 0 },
      friday: { kind: 'incomplete', range: 0 },
    });
  });
});
