import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.md,
  paddingBlock: vars.space.xxs,
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minBlockSize: '5.5rem',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1.5px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSubtle,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-invalid]:not([data-selected])': { borderColor: vars.color.danger },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const label = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  // Amounts keep their digit order in right-to-left text.
  unicodeBidi: 'isolate',
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
