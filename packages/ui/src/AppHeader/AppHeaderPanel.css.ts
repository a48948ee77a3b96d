import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.backdrop,
  transition: `opacity ${vars.motion.normal} ease-out`,
  '@starting-style': { opacity: 0 },
});

/** A sheet at the inline-start edge: slides in from the left, or from the right in right-to-left pages. */
export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: 'min(320px, 85vw)',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.high,
  outline: 'none',
  transition: `transform ${vars.motion.normal} ease-out`,
  '@starting-style': { transform: 'translateX(calc(-100% * var(--sb-dir-scale, 1)))' },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({ flex: 1, minBlockSize: 0, overflowY: 'auto', padding: vars.space.md });
