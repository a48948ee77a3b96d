export {
  applyThemeMode,
  storedThemeMode,
  systemThemeMode,
  THEME_STORAGE_KEY,
  type ThemeMode,
  themeModes,
  useThemeMode,
} from './mode';
export { darkTheme, focusRing, lightTheme, themeClasses, vars, visuallyHidden } from './tokens';
export { resolveThemeTokens, type ThemeTokens, useThemeTokens } from './useThemeTokens';
