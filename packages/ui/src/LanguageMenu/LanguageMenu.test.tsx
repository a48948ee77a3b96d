import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { LanguageMenu } from './LanguageMenu';

const options = [
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'العربية' },
  { value: 'de', label: 'Deutsch' },
];

describe('LanguageMenu', () => {
  it('names the current language and marks it checked in the menu', async () => {
    const { user } = renderWithKit(<LanguageMenu options={options} value="de" onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Language: Deutsch' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });

  it('reports the language chosen with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderWithKit(<LanguageMenu options={options} value="en" onChange={onChange} />);
    screen.getByRole('button', { name: 'Language: English' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('ar');
  });
});
