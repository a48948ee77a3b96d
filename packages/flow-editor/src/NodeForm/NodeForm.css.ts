import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'stretch',
});

export const outputs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
