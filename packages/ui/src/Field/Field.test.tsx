import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Field } from './Field';

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    renderWithKit(
      <Field label="Username" hint="No spaces">
        {(props) => <input {...props} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('No spaces');
    expect(input).not.toBeInvalid();
  });

  it('shows the error instead of the hint and marks the control invalid', () => {
    renderWithKit(
      <Field label="Username" hint="No spaces" error="Username is required." required>
        {(props) => <input {...props} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Username is required.');
    expect(screen.queryByText('No spaces')).toBeNull();
  });
});
