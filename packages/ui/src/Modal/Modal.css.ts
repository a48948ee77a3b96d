import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { type ModalWidth, modalWidthPixels } from './Modal.variants';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' } });

/**
 * The backdrop doubles as the scroll container of a tall dialog (it holds the dialog's buttons, so
 * keyboard users can scroll it); auto margins centre a short dialog without clipping a tall one.
 */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  padding: vars.space.lg,
  backgroundColor: vars.color.backdrop,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style({
  // The containing block of popovers rendered into the dialog (see useModalContainer), so react-aria
  // places them against the dialog it measures them in.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  inlineSize: '100%',
  margin: 'auto',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.high,
  outline: 'none',
  animation: `${rise} ${vars.motion.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const width = styleVariants(modalWidthPixels, (pixels) => ({
  maxInlineSize: `${pixels}px`,
})) satisfies Record<ModalWidth, string>;

/** Header and footer stay in view while a tall dialog scrolls. */
export const header = style({
  position: 'sticky',
  // Sticky edges sit inside the backdrop's padding; cancel it so nothing scrolls past behind them.
  insetBlockStart: `calc(-1 * ${vars.space.lg})`,
  zIndex: 1,
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const heading = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.textMuted });

export const close = style({
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});

export const body = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  overflowWrap: 'anywhere',
});

export const footer = style({
  position: 'sticky',
  insetBlockEnd: `calc(-1 * ${vars.space.lg})`,
  zIndex: 1,
  borderEndStartRadius: vars.radius.lg,
  borderEndEndRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
