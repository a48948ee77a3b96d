import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import type { ResultKind } from './Result.variants';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  marginInline: 'auto',
  maxInlineSize: '32rem',
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

const palette: Record<ResultKind, { fg: string; bg: string }> = {
  success: { fg: vars.color.success, bg: vars.color.successSubtle },
  danger: { fg: vars.color.danger, bg: vars.color.dangerSubtle },
  info: { fg: vars.color.info, bg: vars.color.infoSubtle },
};

export const icon = styleVariants(palette, ({ fg, bg }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.full,
  color: fg,
  backgroundColor: bg,
}));

export const code = style({
  margin: 0,
  fontSize: '48px',
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const text = style({ color: vars.color.textMuted, fontSize: vars.font.size.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.sm,
});
