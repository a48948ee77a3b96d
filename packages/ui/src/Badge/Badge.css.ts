import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import type { BadgeKind } from './Badge.variants';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: '1px solid',
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
});

const palette: Record<BadgeKind, { dot: string; bg: string; border: string }> = {
  active: { dot: vars.color.success, bg: vars.color.successSubtle, border: vars.color.success },
  inactive: { dot: vars.color.borderStrong, bg: vars.color.surfaceSunken, border: vars.color.border },
  neutral: { dot: vars.color.info, bg: vars.color.infoSubtle, border: vars.color.info },
};
export const kind = styleVariants(palette, ({ bg, border }) => ({
  backgroundColor: bg,
  borderColor: border,
}));

/** The status dot: colour is never the only cue, the label says it too. */
export const dot = styleVariants(palette, ({ dot }) => ({
  inlineSize: '6px',
  blockSize: '6px',
  borderRadius: vars.radius.full,
  backgroundColor: dot,
  flexShrink: 0,
}));
