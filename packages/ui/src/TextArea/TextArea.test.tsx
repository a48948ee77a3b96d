import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('takes several lines, shows the rows asked for and reports the text', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<TextArea label="Message" rows={5} onChange={onChange} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('rows', '5');
    await user.type(textarea, 'Hello{Enter}there');
    expect(onChange).toHaveBeenLastCalledWith('Hello\nthere');
  });

  it('stops at 200 characters by default and at the given maxLength', async () => {
    const { user } = renderWithKit(
      <>
        <TextArea label="Message" />
        <TextArea label="Note" maxLength={3} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxlength', '200');
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'abcdef');
    expect(note).toHaveValue('abc');
  });

  it('shows the first error only, and is required and disabled when asked', () => {
    renderWithKit(
      <TextArea label="Message" required disabled error={['Message is required.', 'Too short']} />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toBeRequired();
    expect(textarea).toBeDisabled();
    expect(textarea).toHaveAccessibleDescription('Message is required.');
    expect(screen.queryByText('Too short')).toBeNull();
  });

  it('with numbersOnly filters typed and pasted text', async () => {
    const { user } = renderWithKit(<TextArea label="Numbers" numbersOnly />);
    const textarea = screen.getByRole('textbox', { name: 'Numbers' });
    await user.type(textarea, '+1a2');
    await user.paste(' 3-4 x');
    expect(textarea).toHaveValue('+1234');
  });
});
