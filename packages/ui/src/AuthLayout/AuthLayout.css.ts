import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  '@media': { 'screen and (min-width: 48rem)': { paddingBlock: vars.space.xxxl } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '28rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.elevation.low,
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space.xxl } },
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  maxInlineSize: '28rem',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});
