import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.md });

export const headCell = style({
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.lg,
  textAlign: 'start',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInlineEnd: vars.space.lg,
  textAlign: 'start',
  verticalAlign: 'middle',
  fontWeight: vars.font.weight.regular,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const keys = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const sequence = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const kbd = style({
  display: 'inline-block',
  minInlineSize: '24px',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderBlockEndWidth: '2px',
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
});
