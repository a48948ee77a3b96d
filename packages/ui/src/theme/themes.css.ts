import { createTheme } from '@vanilla-extract/css';
import './global.css';
import { vars } from './contract.css';
import { font, motion, radius, space, zIndex } from './scales';

const shared = { space, radius, font, motion, zIndex };

export const lightTheme = createTheme(vars, {
  ...shared,
  color: {
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f4f5f7',
    surfaceHover: '#eef0f3',
    text: '#1b1f24',
    textMuted: '#57606a',
    textOnAccent: '#ffffff',
    border: '#d0d7de',
    borderStrong: '#8c959f',
    accent: '#0b63ce',
    accentHover: '#0a53ad',
    accentSubtle: '#e6f0fb',
    danger: '#c62828',
    dangerHover: '#a61f1f',
    dangerSubtle: '#fdecec',
    success: '#1a7f37',
    successSubtle: '#e6f4ea',
    info: '#0b63ce',
    infoSubtle: '#e6f0fb',
    warning: '#8a5a00',
    warningSubtle: '#fff5d6',
    focusRing: '#0b63ce',
    backdrop: 'rgba(15, 20, 25, 0.5)',
  },
  elevation: {
    none: 'none',
    low: '0 1px 2px rgba(15, 20, 25, 0.08), 0 1px 3px rgba(15, 20, 25, 0.06)',
    medium: '0 4px 12px rgba(15, 20, 25, 0.12)',
    high: '0 12px 32px rgba(15, 20, 25, 0.2)',
  },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    surface: '#15191e',
    surfaceRaised: '#1e242b',
    surfaceSunken: '#0e1114',
    surfaceHover: '#262d35',
    text: '#e6e9ed',
    textMuted: '#a3acb7',
    textOnAccent: '#0e1114',
    border: '#38414b',
    borderStrong: '#6b7683',
    accent: '#5aa5f5',
    accentHover: '#80baf7',
    accentSubtle: '#152b44',
    danger: '#f2726b',
    dangerHover: '#f59893',
    dangerSubtle: '#3a1a1a',
    success: '#57c878',
    successSubtle: '#143022',
    info: '#5aa5f5',
    infoSubtle: '#152b44',
    warning: '#e5b54a',
    warningSubtle: '#352a10',
    focusRing: '#80baf7',
    backdrop: 'rgba(0, 0, 0, 0.6)',
  },
  elevation: {
    none: 'none',
    low: '0 1px 2px rgba(0, 0, 0, 0.5)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
    high: '0 12px 32px rgba(0, 0, 0, 0.65)',
  },
});

export const themeClasses = { light: lightTheme, dark: darkTheme } as const;
