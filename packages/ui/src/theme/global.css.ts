import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('html', {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

// `:root body` outranks host-page resets (Storybook's preview styles body) without !important.
globalStyle(':root body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// Directional icons (chevrons, logout) read this to mirror in right-to-left text; a left-to-right
// part of a right-to-left page (the profile, English only) sets it back.
globalStyle('[dir="rtl"]', { vars: { '--sb-dir-scale': '-1' } });
globalStyle('[dir="ltr"]', { vars: { '--sb-dir-scale': '1' } });
