import { visuallyHidden as hidden, vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';
import { NODE_WIDTH } from '../model/layout';

export const card = style({
  inlineSize: NODE_WIDTH,
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.low,
  paddingBlock: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});
export const cardInvalid = style({
  borderColor: vars.color.danger,
  boxShadow: `0 0 0 2px ${vars.color.dangerSubtle}`,
});
export const cardSelected = style({ outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });

export const kind = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});

export const label = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const output = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'flex-end',
  minBlockSize: 24,
  alignItems: 'center',
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
});
export const outputOpen = style({ color: vars.color.danger, fontWeight: vars.font.weight.medium });

export const handle = style({
  inlineSize: 12,
  blockSize: 12,
  background: vars.color.surface,
  border: `2px solid ${vars.color.accent}`,
});
export const handleOpen = style({ borderColor: vars.color.danger, background: vars.color.dangerSubtle });

export const issues = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  listStyle: 'none',
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.danger,
  fontSize: vars.font.size.xs,
  whiteSpace: 'normal',
});

export const visuallyHidden = style(hidden);
