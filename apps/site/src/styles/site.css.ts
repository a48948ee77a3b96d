/** The site's styles: the kit's tokens only, logical properties so Arabic mirrors. */
import { focusRing, vars, visuallyHidden } from '@switchboard/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const width = '72rem';

// The kit's classes set `display`; the attribute must still hide.
globalStyle('[hidden]', { display: 'none !important' });
globalStyle('a', { color: vars.color.accent });
globalStyle('a:hover', { color: vars.color.accentHover });
globalStyle('a:focus-visible, button:focus-visible, summary:focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle('h1, h2, h3', { lineHeight: vars.font.lineHeight.tight, margin: `0 0 ${vars.space.md}` });
globalStyle('h1', { fontSize: vars.font.size.xxl });
globalStyle('h2', { fontSize: vars.font.size.xl });
globalStyle('h3', { fontSize: vars.font.size.lg });
globalStyle('p', { margin: `0 0 ${vars.space.md}` });

export const hidden = style(visuallyHidden);

export const skipLink = style({
  ...visuallyHidden,
  selectors: {
    '&:focus': {
      position: 'fixed',
      insetBlockStart: vars.space.sm,
      insetInlineStart: vars.space.sm,
      width: 'auto',
      height: 'auto',
      margin: 0,
      clip: 'auto',
      padding: vars.space.sm,
      background: vars.color.surfaceRaised,
      zIndex: 10,
    },
  },
});

export const header = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const bar = style({
  maxWidth: width,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const brand = style({
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
  textDecoration: 'none',
});

export const nav = style({ flex: 1 });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flex: 1,
});

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.color.accent, textDecoration: 'underline' } },
});

export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/**
 * The theme toggle shows where the head script ran (it marks <html> with data-theme before the first
 * paint), so showing it moves nothing after paint; without scripts it could do nothing.
 */
export const themeToggle = style({ selectors: { 'html:not([data-theme]) &': { display: 'none' } } });

export const languages = style({ position: 'relative' });
export const languageList = style({
  position: 'absolute',
  insetInlineEnd: 0,
  zIndex: 5,
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  minWidth: '10rem',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
});
export const languageLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { background: vars.color.surfaceHover, color: vars.color.text } },
});

const buttonBase = style({
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  listStyle: 'none',
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.textOnAccent,
      selectors: { '&:hover': { background: vars.color.accentHover, color: vars.color.textOnAccent } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      selectors: { '&:hover': { background: vars.color.surfaceHover, color: vars.color.text } },
    },
  ],
});

export const main = style({
  maxWidth: width,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const section = style({ marginBlockEnd: vars.space.xxxl });

export const hero = style({
  padding: `${vars.space.xxl} 0`,
  marginBlockEnd: vars.space.xxl,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const lead = style({ fontSize: vars.font.size.lg, color: vars.color.textMuted, maxWidth: '48rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.low,
});

export const price = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const features = style({ margin: 0, paddingInlineStart: vars.space.lg, flex: 1 });

export const faqItem = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md} 0`,
});
export const faqQuestion = style({ cursor: 'pointer', fontWeight: vars.font.weight.medium });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: vars.font.weight.medium });
export const input = style({
  ...focusRing,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '2.5rem',
});
/** A broken rule under its field (a form sent without the page's script). */
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
export const checkRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
export const honeypot = style({ ...visuallyHidden });

export const answer = styleVariants({
  info: { margin: 0 },
  success: {
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.successSubtle,
    color: vars.color.text,
  },
  error: {
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSubtle,
    color: vars.color.text,
  },
});

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, {
  background: vars.color.surfaceSunken,
  fontWeight: vars.font.weight.semibold,
});
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

export const configurator = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space.xl,
});
export const previewFrame = style({
  position: 'relative',
  minHeight: '16rem',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});
export const launcher = style({
  position: 'absolute',
  insetBlockEnd: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: {
    '&[data-position="right"]': { right: vars.space.lg },
    '&[data-position="left"]': { left: vars.space.lg },
  },
});
export const launcherButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  color: '#ffffff',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  width: '3.25rem',
  height: '3.25rem',
  boxShadow: vars.elevation.medium,
});

export const footer = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
