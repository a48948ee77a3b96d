import { screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { Checkbox } from './Checkbox';

function ControlledCheckbox() {
  const [checked, setChecked] = useState<boolean | 'indeterminate'>('indeterminate');
  return <Checkbox label="Select all" checked={checked} onChange={setChecked} />;
}

describe('Checkbox', () => {
  it('toggles on click, on its label and on Space', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Checkbox label="Remember me" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('is controlled by `checked` and shows a mixed state', async () => {
    const { user } = renderWithKit(<ControlledCheckbox />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toBePartiallyChecked();
    await user.click(box);
    expect(box).toBeChecked();
  });

  it('keeps a hidden label for screen readers and shows the first error only', () => {
    renderWithKit(
      <Checkbox
        label="I accept the terms"
        required
        error={['You have to accept our terms and services', 'Other']}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('You have to accept our terms and services');
    expect(screen.queryByText('Other')).toBeNull();
  });

  it('can be named without a visible label and disabled', () => {
    renderWithKit(<Checkbox label="Select row anna" hideLabel disabled defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Select row anna' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });
});
