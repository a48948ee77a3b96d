import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('is labelled and described by its hint, and reports a typed number when the user leaves it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <NumberField label="Channels" hint="Parallel calls" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Channels' });
    expect(input).toHaveAccessibleDescription('Parallel calls');
    await user.type(input, '12');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('steps with its buttons and the arrow keys, and stays within min and max', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <NumberField label="Ring time" defaultValue={20} min={10} max={30} step={5} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Ring time' });
    await user.click(screen.getByRole('button', { name: /Increase/ }));
    expect(input).toHaveValue('25');
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('30');
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(25);
    await user.clear(input);
    await user.type(input, '3');
    await user.tab();
    expect(input).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('reports null when emptied', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<NumberField label="Limit" defaultValue={5} onChange={onChange} />);
    await user.clear(screen.getByRole('textbox', { name: 'Limit' }));
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the number with its format options in the current locale', () => {
    render(
      <IntlProvider locale="de" defaultLocale="en">
        <NumberField
          label="Preis"
          defaultValue={1234.5}
          formatOptions={{ style: 'currency', currency: 'EUR' }}
        />
      </IntlProvider>,
    );
    // German groups with a dot, decimals after a comma, and puts the euro sign after a space.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Preis' }).value).toMatch(/^1\.234,50\s€$/);
  });

  it('shows the first error message instead of the hint and marks the field invalid', () => {
    renderWithKit(<NumberField label="Limit" hint="Calls per hour" required error={['Too many', 'Other']} />);
    const input = screen.getByRole('textbox', { name: 'Limit' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many');
    expect(screen.queryByText('Calls per hour')).toBeNull();
  });

  it('disables the input and both steppers', async () => {
    const user = userEvent.setup();
    render(
      <IntlProvider locale="en">
        <NumberField label="Limit" defaultValue={5} disabled />
      </IntlProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Limit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Increase/ }));
    expect(screen.getByRole('textbox', { name: 'Limit' })).toHaveValue('5');
  });
});
