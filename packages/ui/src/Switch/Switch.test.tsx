import { screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { Switch } from './Switch';

function ControlledSwitch() {
  const [on, setOn] = useState(true);
  return (
    <>
      <Switch label="Is active" checked={on} onChange={setOn} />
      <output>{on ? 'on' : 'off'}</output>
    </>
  );
}

describe('Switch', () => {
  it('flips on click, on its label and on Space', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Switch label="Is active" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Is active' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('Is active'));
    expect(toggle).not.toBeChecked();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('follows the checked value it is given when controlled', async () => {
    const { user } = renderWithKit(<ControlledSwitch />);
    expect(screen.getByRole('switch', { name: 'Is active' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Is active' }));
    expect(screen.getByRole('status')).toHaveTextContent('off');
  });

  it('describes itself by the hint, or by the first error instead', () => {
    renderWithKit(
      <>
        <Switch label="Recording" hint="Calls are recorded" />
        <Switch label="Terms" error={['Terms should be true', 'Other']} />
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Recording' })).toHaveAccessibleDescription(
      'Calls are recorded',
    );
    const terms = screen.getByRole('switch', { name: 'Terms' });
    expect(terms).toBeInvalid();
    expect(terms).toHaveAccessibleDescription('Terms should be true');
    expect(screen.queryByText('Other')).toBeNull();
  });

  it('cannot be flipped while disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Switch label="Is active" disabled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Is active' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});
