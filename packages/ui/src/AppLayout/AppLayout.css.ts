import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/focus.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

/** Hidden until focused with the keyboard: then it shows over the header's start. */
export const skipLink = style({
  ...visuallyHidden,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      position: 'fixed',
      insetBlockStart: vars.space.sm,
      insetInlineStart: vars.space.sm,
      zIndex: vars.zIndex.toast,
      width: 'auto',
      height: 'auto',
      margin: 0,
      clip: 'auto',
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.accent,
      boxShadow: vars.elevation.medium,
    },
  },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.dropdown,
});

export const notice = style({
  paddingBlockStart: vars.space.lg,
  paddingInline: vars.space.lg,
  '@media': { 'screen and (min-width: 48rem)': { paddingInline: vars.space.xl } },
});

export const body = style({ display: 'flex', flex: 1, minBlockSize: 0 });

export const sidebar = style({
  display: 'none',
  flexShrink: 0,
  inlineSize: '15rem',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.sm,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { 'screen and (min-width: 64rem)': { display: 'block' } },
});

export const main = style({
  flex: 1,
  minInlineSize: 0,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space.xl } },
});
