import { screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { CheckboxGroup } from './CheckboxGroup';

const codecs = [
  { value: 'alaw', label: 'Alaw' },
  { value: 'ulaw', label: 'Ulaw' },
  { value: 'g729', label: 'G729' },
  { value: 'vp8', label: 'VP8', disabled: true },
];

function Controlled() {
  const [value, setValue] = useState<string[]>(['g729']);
  return (
    <>
      <CheckboxGroup label="Codecs" options={codecs} value={value} onChange={setValue} />
      <output>{value.join(',') || 'none'}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('is a named group whose boxes check and uncheck on click', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<CheckboxGroup label="Codecs" options={codecs} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Codecs' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByText('Ulaw'));
    expect(screen.getByRole('checkbox', { name: 'Ulaw' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(['ulaw']);
    await user.click(screen.getByRole('checkbox', { name: 'Ulaw' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("gives the values in the options' order whatever order they were checked in", async () => {
    const { user } = renderWithKit(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: 'Alaw' }));
    expect(screen.getByRole('status')).toHaveTextContent('alaw,g729');
  });

  it('is used with Tab and Space, skipping a disabled option', async () => {
    const { user } = renderWithKit(<Controlled />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Alaw' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'G729' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('alaw');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'VP8' })).not.toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'VP8' })).toBeDisabled();
  });

  it('describes the group with its first error', () => {
    renderWithKit(<CheckboxGroup label="Codecs" options={codecs} error={['Choose a codec.', 'Other']} />);
    expect(screen.getByRole('group', { name: 'Codecs' })).toHaveAccessibleDescription('Choose a codec.');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a codec.');
  });
});
