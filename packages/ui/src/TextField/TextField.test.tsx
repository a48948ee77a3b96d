import { screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { acceptsNumberKey, keepNumbers } from './numbersOnly';
import { TextField } from './TextField';

function ControlledUsername() {
  const [value, setValue] = useState('ann');
  return (
    <>
      <TextField label="Username" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('is labelled, described by its hint and reports each change as a string', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<TextField label="Username" hint="No spaces" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('No spaces');
    await user.type(input, 'anna');
    expect(input).toHaveValue('anna');
    expect(onChange).toHaveBeenLastCalledWith('anna');
  });

  it('follows the value it is given when controlled', async () => {
    const { user } = renderWithKit(<ControlledUsername />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'a');
    expect(screen.getByRole('status')).toHaveTextContent('anna');
  });

  it('shows only the first error message and marks the field invalid', () => {
    renderWithKit(
      <TextField
        label="Username"
        hint="No spaces"
        required
        error={['Username is required.', 'Username should be between 3 - 20']}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Username is required.');
    expect(screen.queryByText('Username should be between 3 - 20')).toBeNull();
    expect(screen.queryByText('No spaces')).toBeNull();
  });

  it('stops at 200 characters by default and at the given maxLength', async () => {
    const { user } = renderWithKit(
      <>
        <TextField label="Description" />
        <TextField label="Phone" maxLength={5} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxlength', '200');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '1234567');
    expect(phone).toHaveValue('12345');
  });

  it('with numbersOnly ignores typed letters and accepts a plus only at the start', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<TextField label="Phone" numbersOnly onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    await user.type(input, 'abc');
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(input, '+49a 30+1');
    expect(input).toHaveValue('+49301');
    expect(onChange).toHaveBeenLastCalledWith('+49301');
    // A second plus typed at the start is refused as well.
    input.setSelectionRange(0, 0);
    await user.keyboard('+');
    expect(input).toHaveValue('+49301');
  });

  it('with numbersOnly filters pasted text and keeps its leading plus only at the start', async () => {
    const { user } = renderWithKit(<TextField label="Phone" numbersOnly maxLength={12} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.click(input);
    await user.paste('+49 (30) 123-45');
    expect(input).toHaveValue('+493012345');
    await user.paste('+6x7y8z9');
    // The plus lands mid-number, so it goes; the maximum length still holds.
    expect(input).toHaveValue('+49301234567');
  });

  it('can be disabled', () => {
    renderWithKit(<TextField label="Username" disabled defaultValue="anna" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  });
});

describe('numbers-only filter', () => {
  it('keeps digits and one leading plus', () => {
    expect(keepNumbers('+1 (555) 010-99')).toBe('+155501099');
    expect(keepNumbers('12+34')).toBe('1234');
    expect(keepNumbers('+12', false)).toBe('12');
  });

  it('accepts a plus only at position 0 and nothing before an existing plus', () => {
    expect(acceptsNumberKey('+', '', 0)).toBe(true);
    expect(acceptsNumberKey('+', '12', 1)).toBe(false);
    expect(acceptsNumberKey('+', '+12', 0)).toBe(false);
    expect(acceptsNumberKey('+', '+12', 0, 1)).toBe(true);
    expect(acceptsNumberKey('5', '+12', 0)).toBe(false);
    expect(acceptsNumberKey('5', '+12', 3)).toBe(true);
    expect(acceptsNumberKey('a', '', 0)).toBe(false);
  });
});
