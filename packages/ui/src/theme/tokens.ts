/**
 * The kit's styling without its components or React: the theme contract, the light and dark theme
 * classes and the focus helpers. Pages that ship no React (the public site) import this entry only.
 */
export { vars } from './contract.css';
export { focusRing, visuallyHidden } from './focus.css';
export { darkTheme, lightTheme, themeClasses } from './themes.css';
