import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, visuallyHidden } from '../theme/focus.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  color: vars.color.text,
  selectors: { '&[data-compact]': { alignItems: 'center', gap: vars.space.sm } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({
  margin: 0,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  selectors: { '[data-compact] &': visuallyHidden },
});

export const toggle = style({
  ...focusRing,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  cursor: 'pointer',
  selectors: { ...focusRing.selectors, '&:hover': { color: vars.color.text } },
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '[aria-expanded="false"] > &': { transform: 'rotate(calc(-90deg * var(--sb-dir-scale, 1)))' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const link = style({
  ...focusRing,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '36px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '3px solid transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    ...focusRing.selectors,
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accentSubtle,
      borderInlineStartColor: vars.color.accent,
      color: vars.color.accent,
      fontWeight: vars.font.weight.semibold,
    },
    '[data-compact] &': { justifyContent: 'center', inlineSize: '40px', paddingInline: 0 },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const label = style({ minInlineSize: 0, selectors: { '[data-compact] &': visuallyHidden } });
