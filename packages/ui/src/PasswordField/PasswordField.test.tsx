import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the text until the user asks to show it, and hides it again', async () => {
    const { user } = renderWithKit(<PasswordField label="Password" defaultValue="s3cret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('s3cret');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('reports typed text, stops at the default 200 characters and shows the first error only', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <PasswordField
        label="New password"
        onChange={onChange}
        error={['The passwords must be the same!', 'Password is required.']}
      />,
    );
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('maxlength', '200');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('The passwords must be the same!');
    expect(screen.queryByText('Password is required.')).toBeNull();
    await user.type(input, 'abc');
    expect(onChange).toHaveBeenLastCalledWith('abc');
  });

  it('with numbersOnly (a PIN) ignores letters', async () => {
    const { user } = renderWithKit(<PasswordField label="PIN" numbersOnly maxLength={4} />);
    const input = screen.getByLabelText('PIN');
    await user.type(input, '1a2b3c45');
    expect(input).toHaveValue('1234');
  });

  it('disables the input and its toggle together', () => {
    renderWithKit(<PasswordField label="Password" disabled />);
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
