import { screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { TileGroup } from './TileGroup';

const amounts = [
  { value: '5000', label: '€50' },
  { value: '10000', label: '€100' },
  { value: '25000', label: '€250', description: 'Most chosen' },
  { value: '50000', label: '€500', disabled: true },
];

function Controlled() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <TileGroup label="Amount" options={amounts} value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('TileGroup', () => {
  it('is a named radio group whose tiles choose on click', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<TileGroup label="Amount" options={amounts} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Amount' })).toBeInTheDocument();
    await user.click(screen.getByText('€100'));
    expect(screen.getByRole('radio', { name: '€100' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('10000');
    expect(screen.getByRole('radio', { name: /€250/ })).toHaveAccessibleName('€250 Most chosen');
  });

  it('is reached with Tab and moved through with the arrow keys, skipping disabled tiles', async () => {
    const { user } = renderWithKit(<Controlled />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '€50' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('5000');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '€100' })).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '€50' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '€500' })).toBeDisabled();
  });

  it('shows its error and marks the group invalid and required', () => {
    renderWithKit(
      <TileGroup label="Amount" options={amounts} required error={['Amount is required.', 'x']} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Amount' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toBeRequired();
    expect(screen.getByRole('alert')).toHaveTextContent('Amount is required.');
    expect(screen.queryByText('x')).toBeNull();
  });
});
