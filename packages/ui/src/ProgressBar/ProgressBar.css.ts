import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const value = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  transition: `inline-size ${vars.motion.normal}`,
});

const slide = keyframes({
  from: { insetInlineStart: '-40%' },
  to: { insetInlineStart: '100%' },
});

export const moving = style({
  position: 'absolute',
  insetBlock: 0,
  inlineSize: '40%',
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', inlineSize: '100%', opacity: 0.5 } },
});
