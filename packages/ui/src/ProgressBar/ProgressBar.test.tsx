import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progress bar announcing its percentage', () => {
    renderWithKit(<ProgressBar label="Uploading prices.csv" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading prices.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('says what it counts when given a value label', () => {
    renderWithKit(<ProgressBar label="Applying" value={3} maxValue={10} valueLabel="3 of 10 rows" />);
    expect(screen.getByRole('progressbar', { name: 'Applying' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 10 rows',
    );
  });

  it('has no value while the amount is unknown', () => {
    renderWithKit(<ProgressBar label="Reading the file" />);
    const bar = screen.getByRole('progressbar', { name: 'Reading the file' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });
});
