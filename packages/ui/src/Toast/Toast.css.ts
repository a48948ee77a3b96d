import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { HEADER_BLOCK_SIZE } from '../AppHeader/AppHeader.css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import type { ToastKind } from './Toast.variants';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-12px)' } });

/**
 * Toasts stack at the top centre of the viewport (spec §2), below the header: over it they hid the
 * product switcher and the user menu for five seconds after every save.
 */
export const viewport = style({
  position: 'fixed',
  insetBlockStart: HEADER_BLOCK_SIZE,
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '100%',
  maxInlineSize: '440px',
  marginInline: 'auto',
  marginBlock: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

export const root = style({
  ...focusRing,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.medium,
  animation: `${slideIn} ${vars.motion.normal} ease-out`,
  selectors: {
    ...focusRing.selectors,
    '&[data-swipe="move"]': { transform: 'translateY(var(--radix-toast-swipe-move-y))' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

const kindStyles: Record<ToastKind, { accent: string; iconColor: string }> = {
  success: { accent: vars.color.success, iconColor: vars.color.success },
  danger: { accent: vars.color.danger, iconColor: vars.color.danger },
  light: { accent: vars.color.borderStrong, iconColor: vars.color.textMuted },
};
export const kind = styleVariants(kindStyles, ({ accent }) => ({ borderInlineStartColor: accent }));
export const icon = styleVariants(kindStyles, ({ iconColor }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  paddingBlock: '2px',
  color: iconColor,
}));

export const message = style({
  flex: 1,
  minInlineSize: 0,
  paddingBlock: '2px',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
