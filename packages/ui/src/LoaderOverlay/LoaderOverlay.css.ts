import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

/** The covered region: the overlay positions itself against it. */
export const root = style({ position: 'relative', minBlockSize: 0 });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.backdrop,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/**
 * Full-screen variant: covers the whole viewport above modals and popovers (toasts stay on top), and
 * takes the clicks that a Radix modal's `pointer-events: none` on <body> would let through.
 */
export const fullScreen = style({
  position: 'fixed',
  zIndex: `calc(${vars.zIndex.popover} + 1)`,
  pointerEvents: 'auto',
});

export const spinnerBox = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.accent,
  boxShadow: vars.elevation.high,
});
