import { screen, within } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import { preloadPopups } from '../internal/deferredPopup';
import { Modal } from '../Modal/Modal';
import { renderWithKit } from '../test/render';
import { DateRangePicker } from './DateRangePicker';

const march = { start: '2026-03-02', end: '2026-03-06' };

// The dialog's code loads at its first opening (tested in deferredPopup.test); here it is there.
beforeAll(preloadPopups);

describe('DateRangePicker', () => {
  it('opens a calendar from its button and takes a range from two clicked days', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <DateRangePicker label="Period" defaultValue={march} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('heading')).toHaveTextContent('March 2026');
    await user.click(within(calendar).getByRole('button', { name: /March 10, 2026/ }));
    await user.click(within(calendar).getByRole('button', { name: /March 17, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-10', end: '2026-03-17' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is usable by keyboard: open, move by day, pick both ends with Space, Escape closes', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <DateRangePicker label="Period" defaultValue={march} onChange={onChange} />,
    );
    screen.getByRole('button', { name: /Calendar/ }).focus();
    await user.keyboard('{Enter}');
    // Focus starts on the first day of the range.
    expect(document.activeElement).toHaveAccessibleName(/March 2, 2026/);
    await user.keyboard('{ArrowRight}[Space]{ArrowDown}');
    // The other end is the day that has focus when Space is pressed again, a week or so later.
    const endDay = Number(
      /March (\d+), 2026/.exec(document.activeElement?.getAttribute('aria-label') ?? '')?.[1],
    );
    expect(endDay).toBeGreaterThanOrEqual(10);
    await user.keyboard('[Space]');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-03', end: `2026-03-${endDay}` });

    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByRole('button', { name: /Calendar/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes typed dates part by part', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <DateRangePicker label="Period" defaultValue={march} onChange={onChange} />,
    );
    const [, , , , endDay] = screen.getAllByRole('spinbutton');
    await user.click(endDay as HTMLElement);
    await user.keyboard('20');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-02', end: '2026-03-20' });
  });

  it('offers no day after max', async () => {
    const { user } = renderWithKit(<DateRangePicker label="Period" defaultValue={march} max="2026-03-15" />);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('button', { name: /March 16, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(calendar).getByRole('button', { name: /March 15, 2026/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('shows the first error message and marks the dates invalid', () => {
    renderWithKit(<DateRangePicker label="Period" hint="Up to a year" error={['Pick a period', 'Other']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Pick a period');
    expect(screen.queryByText('Up to a year')).toBeNull();
    for (const part of screen.getAllByRole('spinbutton'))
      expect(part).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits both ends under their names', () => {
    const { container } = renderWithKit(
      <form>
        <DateRangePicker label="Period" defaultValue={march} startName="from" endName="to" />
      </form>,
    );
    expect(container.querySelector('input[name="from"]')).toHaveValue('2026-03-02');
    expect(container.querySelector('input[name="to"]')).toHaveValue('2026-03-06');
  });

  it('works inside a Modal: the calendar takes clicks and Escape closes only the calendar', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <Modal title="Filters" open>
        <DateRangePicker label="Period" defaultValue={march} onChange={onChange} />
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const calendar = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.textContent?.includes('March 2026'));
    await user.click(within(calendar as HTMLElement).getByRole('button', { name: /March 9, 2026/ }));
    await user.click(within(calendar as HTMLElement).getByRole('button', { name: /March 11, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-09', end: '2026-03-11' });
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });
});
