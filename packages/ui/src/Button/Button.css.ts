import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import type { ButtonKind, ButtonSize } from './Button.variants';

export const base = style({
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  borderWidth: '1px',
  borderStyle: 'solid',
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    ...focusRing.selectors,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

const kindStyles: Record<ButtonKind, Parameters<typeof style>[0]> = {
  default: {
    backgroundColor: vars.color.surfaceRaised,
    borderColor: vars.color.border,
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover } },
  },
  primary: {
    backgroundColor: vars.color.accent,
    borderColor: vars.color.accent,
    color: vars.color.textOnAccent,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
  },
  danger: {
    backgroundColor: vars.color.danger,
    borderColor: vars.color.danger,
    color: vars.color.textOnAccent,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerHover } },
  },
  ghost: {
    backgroundColor: 'transparent',
    borderColor: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover } },
  },
};
export const kind = styleVariants(kindStyles);

const sizeStyles: Record<ButtonSize, Parameters<typeof style>[0]> = {
  small: { minBlockSize: '28px', paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
  medium: { minBlockSize: '36px', paddingInline: vars.space.lg, fontSize: vars.font.size.md },
  large: { minBlockSize: '44px', paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
};
export const size = styleVariants(sizeStyles);

/** Icon-only buttons are square. */
export const iconOnly = style({ paddingInline: 0, aspectRatio: '1' });
export const iconOnlySize = styleVariants({
  small: { inlineSize: '28px' },
  medium: { inlineSize: '36px' },
  large: { inlineSize: '44px' },
} satisfies Record<ButtonSize, object>);

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
