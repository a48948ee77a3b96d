import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import type { AlertKind } from './Alert.variants';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: '1px solid',
  borderInlineStartWidth: '4px',
  color: vars.color.text,
  fontSize: vars.font.size.md,
});

const palette: Record<AlertKind, { fg: string; bg: string }> = {
  success: { fg: vars.color.success, bg: vars.color.successSubtle },
  danger: { fg: vars.color.danger, bg: vars.color.dangerSubtle },
  info: { fg: vars.color.info, bg: vars.color.infoSubtle },
};
export const kind = styleVariants(palette, ({ fg, bg }) => ({ borderColor: fg, backgroundColor: bg }));
export const icon = styleVariants(palette, ({ fg }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  paddingBlock: '1px',
  color: fg,
}));

export const content = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
});

export const text = style({ margin: 0 });

export const action = style({ flexShrink: 0, alignSelf: 'center' });
