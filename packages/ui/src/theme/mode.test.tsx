import { act, renderHook } from '@testing-library/react';
import { THEME_STORAGE_KEY, useThemeMode } from './mode';

describe('useThemeMode', () => {
  it('defaults to the OS preference and applies it to <html>', () => {
    const { result } = renderHook(() => useThemeMode());
    expect(result.current[0]).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('persists the chosen mode under the key "theme"', () => {
    const { result } = renderHook(() => useThemeMode());
    act(() => result.current[1]('dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('starts from the stored mode', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { result } = renderHook(() => useThemeMode());
    expect(result.current[0]).toBe('dark');
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useThemeMode());
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(result.current[0]).toBe('dark');
  });
});
