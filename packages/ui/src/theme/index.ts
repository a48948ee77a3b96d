export { vars } from './contract.css';
export { focusRing, visuallyHidden } from './focus.css';
export {
  applyThemeMode,
  storedThemeMode,
  systemThemeMode,
  THEME_STORAGE_KEY,
  type ThemeMode,
  themeModes,
  useThemeMode,
} from './mode';
export { darkTheme, lightTheme, themeClasses } from './themes.css';
export { resolveThemeTokens, type ThemeTokens, useThemeTokens } from './useThemeTokens';
