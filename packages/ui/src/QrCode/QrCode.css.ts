import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Dark modules on white in every theme, with the quiet zone scanners need: a phone camera reads
 * a light-on-dark code badly, so dark mode does not invert it.
 */
export const root = style({
  display: 'inline-block',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: '#ffffff',
  border: `1px solid ${vars.color.border}`,
  lineHeight: 0,
});

export const svg = style({ display: 'block' });
