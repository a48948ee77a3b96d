import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

export const outline = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const add = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const node = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const nodeInvalid = style({ borderColor: vars.color.danger });
export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const kind = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});
export const issues = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});
