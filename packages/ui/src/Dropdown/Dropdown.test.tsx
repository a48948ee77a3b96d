import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { Dropdown } from './Dropdown';

const cities = [
  { value: 'ber', label: 'Berlin' },
  { value: 'bcn', label: 'Barcelona' },
  { value: 'lis', label: 'Lisbon' },
  { value: 'osl', label: 'Oslo' },
];

const timezones = [
  { value: 'Europe/Berlin', label: 'Europe/Berlin' },
  { value: 'America/New_York', label: 'America/New_York' },
  { value: 'America/Chicago', label: 'America/Chicago' },
  { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
];

function options() {
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

function ControlledCity() {
  const [value, setValue] = useState<string | null>('ber');
  return (
    <>
      <Dropdown label="City" options={cities} value={value} onChange={setValue} placeholderOption />
      <output>{value === null ? 'none' : value}</output>
    </>
  );
}

describe('Dropdown', () => {
  it('opens on click and selects the clicked option', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Dropdown label="City" options={cities} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.click(input);
    expect(options()).toEqual(['Berlin', 'Barcelona', 'Lisbon', 'Oslo']);
    await user.click(screen.getByRole('option', { name: 'Lisbon' }));
    expect(onChange).toHaveBeenCalledWith('lis');
    expect(input).toHaveValue('Lisbon');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves the highlight with ArrowDown and ArrowUp and selects with Enter', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Dropdown label="City" options={cities} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Berlin' }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Lisbon' }).id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Barcelona' }).id,
    );
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('bcn');
    expect(input).toHaveValue('Barcelona');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on Escape without changing the value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <Dropdown label="City" options={cities} defaultValue="osl" onChange={onChange} />,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveValue('Oslo');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('Oslo');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('filters by any part of the label as the user types, then Enter picks the highlighted match', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<Dropdown label="City" options={cities} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'b');
    expect(options()).toEqual(['Berlin', 'Barcelona', 'Lisbon']);
    await user.keyboard('a');
    expect(options()).toEqual(['Barcelona']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('bcn');
  });

  it('says "No match" when nothing matches', async () => {
    const { user } = renderWithKit(<Dropdown label="City" options={cities} />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'zz');
    expect(screen.getByRole('listbox')).toHaveTextContent('No match');
    expect(screen.queryByRole('option', { name: 'Berlin' })).toBeNull();
  });

  it('searchable: matches any part of the label, ignoring case ("york" finds America/New_York)', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <Dropdown label="Timezone" options={timezones} searchable onChange={onChange} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Timezone' }), 'york');
    expect(options()).toEqual(['America/New_York']);
    await user.click(screen.getByRole('option', { name: 'America/New_York' }));
    expect(onChange).toHaveBeenCalledWith('America/New_York');
  });

  it('matches alike in every dropdown, searchable or not: anywhere, case and accents aside', async () => {
    const places = [
      { value: 'sp', label: 'São Paulo' },
      { value: 'zh', label: 'Zürich' },
      { value: 'ny', label: 'America/New_York' },
    ];
    const { user } = renderWithKit(<Dropdown label="Place" options={places} />);
    const input = screen.getByRole('combobox', { name: 'Place' });
    await user.type(input, 'sao');
    expect(options()).toEqual(['São Paulo']);
    await user.clear(input);
    await user.type(input, 'URI');
    expect(options()).toEqual(['Zürich']);
    await user.clear(input);
    await user.type(input, 'york');
    expect(options()).toEqual(['America/New_York']);
  });

  it('leads with a "Select option" entry that yields null', async () => {
    const { user } = renderWithKit(<ControlledCity />);
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveValue('Berlin');
    await user.click(input);
    expect(options()[0]).toBe('Select option');
    await user.click(screen.getByRole('option', { name: 'Select option' }));
    expect(screen.getByRole('status')).toHaveTextContent('none');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'Select option');
    // By keyboard: a city, then the entry again (the list reopens on the selected city).
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('ber');
    expect(input).toHaveValue('Berlin');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Berlin' }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('hides the "Select option" entry while the user types', async () => {
    const { user } = renderWithKit(<Dropdown label="City" options={cities} placeholderOption />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'sel');
    expect(screen.getByRole('listbox')).toHaveTextContent('No match');
    await user.clear(screen.getByRole('combobox', { name: 'City' }));
    await user.keyboard('lis');
    expect(options()).toEqual(['Lisbon']);
  });

  it('keeps numeric values numeric', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(
      <Dropdown
        label="Extension"
        options={[
          { value: 101, label: '101' },
          { value: 102, label: '102' },
        ]}
        placeholderOption="Select extension"
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Extension' }));
    await user.click(screen.getByRole('option', { name: '102' }));
    expect(onChange).toHaveBeenLastCalledWith(102);
  });

  it('is described by its hint', () => {
    renderWithKit(<Dropdown label="City" options={cities} hint="Where the office is" />);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription('Where the office is');
  });

  it('shows the first error only, marks itself invalid and can be disabled', () => {
    renderWithKit(
      <>
        <Dropdown label="City" options={cities} required error={['City is required.', 'Other']} />
        <Dropdown label="Country" options={cities} disabled />
      </>,
    );
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(city).toBeInvalid();
    expect(city).toBeRequired();
    expect(city).toHaveAccessibleDescription('City is required.');
    expect(screen.queryByText('Other')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  });
});
