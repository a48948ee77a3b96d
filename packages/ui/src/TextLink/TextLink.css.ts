import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import type { TextLinkKind } from './TextLink.variants';

export const base = style({
  ...focusRing,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  textUnderlineOffset: '0.2em',
  selectors: {
    ...focusRing.selectors,
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

const kinds: Record<TextLinkKind, Parameters<typeof style>[0]> = {
  default: {
    color: vars.color.accent,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    selectors: { '&:hover': { color: vars.color.accentHover } },
  },
  quiet: {
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
  brand: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.text,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
};
export const kind = styleVariants(kinds);
