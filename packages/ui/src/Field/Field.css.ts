import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: vars.font.size.xs, color: vars.color.danger, margin: 0 });

/** The shared look of text-like controls (inputs, textareas, dropdown triggers). */
export const control = style({
  ...focusRing,
  inlineSize: '100%',
  minBlockSize: '36px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  selectors: {
    ...focusRing.selectors,
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
    '&[aria-invalid="true"], &[data-invalid]': { borderColor: vars.color.danger },
    '&:disabled, &[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
  },
});
