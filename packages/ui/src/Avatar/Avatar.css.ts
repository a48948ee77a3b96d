import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import type { AvatarSize } from './Avatar.variants';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  userSelect: 'none',
});

const sizes: Record<AvatarSize, { box: string; font: string }> = {
  small: { box: '28px', font: vars.font.size.xs },
  medium: { box: '40px', font: vars.font.size.sm },
  large: { box: '96px', font: vars.font.size.xl },
};
export const size = styleVariants(sizes, ({ box, font }) => ({
  inlineSize: box,
  blockSize: box,
  fontSize: font,
}));

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
