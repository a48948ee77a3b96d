import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { DateField } from './DateField';

const dateGroup = (name: string) => screen.getByRole('group', { name });
const segment = (group: HTMLElement, part: string) =>
  within(group).getByRole('spinbutton', { name: new RegExp(`^${part}`) });

describe('DateField', () => {
  it('is typed part by part and reports the date as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<DateField label="Date of birth" onChange={onChange} />);
    const group = dateGroup('Date of birth');
    await user.click(segment(group, 'month'));
    // Each full part moves on to the next: month, day, year in English.
    await user.keyboard('02282026');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-28');
    expect(segment(group, 'year')).toHaveTextContent('2026');
  });

  it('shows the ISO value it is given and steps a part with the arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<DateField label="Start" defaultValue="2026-03-09" onChange={onChange} />);
    const day = segment(dateGroup('Start'), 'day');
    expect(day).toHaveTextContent('9');
    await user.click(day);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-10');
  });

  it('reports null once every part is cleared', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<DateField label="Start" defaultValue="2026-03-09" onChange={onChange} />);
    await user.click(segment(dateGroup('Start'), 'year'));
    // Backspace in an empty part moves back to the previous one.
    await user.keyboard('{Backspace>12/}');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('marks a date after max invalid and says so', () => {
    renderWithKit(<DateField label="Until" value="2026-12-31" max="2026-06-30" onChange={() => {}} />);
    const group = dateGroup('Until');
    expect(segment(group, 'day')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/6\/30\/2026/)).toBeInTheDocument();
  });

  it('shows the first error message instead of the hint and is required for assistive technology', () => {
    renderWithKit(
      <DateField label="From" hint="The first day counted" required error={['Required', 'Too early']} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    expect(screen.queryByText('Too early')).toBeNull();
    expect(screen.queryByText('The first day counted')).toBeNull();
    expect(segment(dateGroup('From'), 'month')).toHaveAttribute('aria-required', 'true');
  });

  it('submits the ISO date under its name', () => {
    const { container } = renderWithKit(
      <form>
        <DateField label="From" name="from" defaultValue="2026-01-05" />
      </form>,
    );
    expect(container.querySelector('input[name="from"]')).toHaveValue('2026-01-05');
  });

  it('cannot be edited when disabled', () => {
    renderWithKit(<DateField label="From" disabled defaultValue="2026-01-05" />);
    expect(segment(dateGroup('From'), 'day')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the date in the order of the current locale (Arabic: day, month, year)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <IntlProvider locale="ar" defaultLocale="en">
        <DateField label="التاريخ" defaultValue="2026-03-09" onChange={onChange} />
      </IntlProvider>,
    );
    const group = dateGroup('التاريخ');
    const parts = within(group).getAllByRole('spinbutton');
    expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^(يوم|day)/),
      expect.stringMatching(/^(الشهر|month)/),
      expect.stringMatching(/^(السنة|year)/),
    ]);
    await user.click(parts[0] as HTMLElement);
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-08');
  });
});
