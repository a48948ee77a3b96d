import { act, render, screen } from '@testing-library/react';
import { applyThemeMode } from './mode';
import { useThemeTokens } from './useThemeTokens';

function Swatch() {
  const tokens = useThemeTokens();
  return (
    <output>
      {tokens.color.accent} {tokens.color.surface} {tokens.space.md}
    </output>
  );
}

describe('useThemeTokens', () => {
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('gives the computed values of the current theme and follows a theme change', async () => {
    applyThemeMode('light');
    render(<Swatch />);
    expect(screen.getByRole('status')).toHaveTextContent('#0b63ce #ffffff');
    expect(screen.getByRole('status').textContent).not.toContain('var(');

    await act(async () => applyThemeMode('dark'));
    expect(screen.getByRole('status')).toHaveTextContent('#5aa5f5 #15191e');
  });
});
