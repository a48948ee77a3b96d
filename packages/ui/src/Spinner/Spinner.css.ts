import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import type { spinnerSizes } from './Spinner.variants';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: 'middle',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

const pixels: Record<(typeof spinnerSizes)[number], [string, string]> = {
  small: ['14px', '2px'],
  medium: ['20px', '2px'],
  large: ['32px', '3px'],
};

export const size = styleVariants(pixels, ([edge, border]) => ({
  inlineSize: edge,
  blockSize: edge,
  borderWidth: border,
}));
