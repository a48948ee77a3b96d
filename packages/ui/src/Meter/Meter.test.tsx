import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Meter, meterLevel } from './Meter';

describe('Meter', () => {
  it('is a named meter announcing what it counts', () => {
    renderWithKit(<Meter label="Channels in use" value={3} maxValue={10} valueLabel="3 of 10" />);
    const meter = screen.getByRole('meter', { name: 'Channels in use' });
    expect(meter).toHaveAttribute('aria-valuenow', '3');
    expect(meter).toHaveAttribute('aria-valuemax', '10');
    expect(meter).toHaveAttribute('aria-valuetext', '3 of 10');
    expect(screen.getByText('3 of 10')).toBeInTheDocument();
    expect(meter).toHaveAttribute('data-level', 'normal');
  });

  it('keeps a hidden label as its name', () => {
    renderWithKit(<Meter label="Channels in use" hideLabel value={2} maxValue={4} valueLabel="2 of 4" />);
    expect(screen.getByRole('meter', { name: 'Channels in use' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 4',
    );
  });

  it('says when it is high and when it is full', () => {
    renderWithKit(
      <>
        <Meter label="High" value={8} maxValue={10} />
        <Meter label="Full" value={12} maxValue={10} />
      </>,
    );
    expect(screen.getByRole('meter', { name: 'High' })).toHaveAttribute('data-level', 'high');
    expect(screen.getByRole('meter', { name: 'Full' })).toHaveAttribute('data-level', 'full');
    expect(meterLevel(0, 0, 0, 0.8)).toBe('full');
    expect(meterLevel(7, 0, 10, 0.8)).toBe('normal');
  });
});
