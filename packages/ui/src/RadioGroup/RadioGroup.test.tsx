import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { RadioGroup } from './RadioGroup';

const departments = [
  { value: 'sales', label: 'Sales' },
  { value: 'support', label: 'Support', hint: 'Technical questions' },
  { value: 'billing', label: 'Billing', disabled: true },
];

function ControlledDepartment() {
  const [value, setValue] = useState('sales');
  return (
    <>
      <RadioGroup
        label="Department"
        options={departments}
        value={value}
        onChange={setValue}
        orientation="horizontal"
      />
      <output>{value}</output>
    </>
  );
}

describe('RadioGroup', () => {
  it('is a named group; click selects an option', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <RadioGroup label="Department" options={departments} onChange={onChange} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Department' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Support' }));
    expect(screen.getByRole('radio', { name: 'Support' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Support' })).toHaveAccessibleDescription('Technical questions');
    expect(onChange).toHaveBeenLastCalledWith('support');
  });

  it('selects with Space and moves with the arrow keys, skipping disabled options', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <RadioGroup label="Department" options={departments} onChange={onChange} />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Sales' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Sales' })).toBeChecked();
    // Radix moves focus a tick after keydown and checks the radio the arrow lands on; hold the
    // key until then, as a real keypress lasts.
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Support' })).toHaveFocus());
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Support' })).toBeChecked();
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Sales' })).toHaveFocus());
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Billing' })).toBeDisabled();
    expect(onChange).toHaveBeenCalledWith('support');
  });

  it('follows the value it is given when controlled', async () => {
    const { user } = renderWithKit(<ControlledDepartment />);
    expect(screen.getByRole('radio', { name: 'Sales' })).toBeChecked();
    await user.click(screen.getByText('Support'));
    expect(screen.getByRole('status')).toHaveTextContent('support');
  });

  it('shows the first error only and can be disabled as a whole', () => {
    renderWithKit(
      <RadioGroup
        label="Department"
        options={departments}
        required
        disabled
        error={['Department is required.', 'Other']}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Department' });
    expect(group).toBeInvalid();
    expect(group).toBeRequired();
    expect(group).toHaveAccessibleDescription('Department is required.');
    expect(screen.queryByText('Other')).toBeNull();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
