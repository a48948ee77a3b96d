import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/focus.css';

/** The native input: hidden from sight, still focusable and announced. */
export const input = style(visuallyHidden);

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minBlockSize: '96px',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:hover:not([data-disabled])': { borderColor: vars.color.accent },
    '&[data-drag-over]': {
      borderColor: vars.color.accent,
      borderStyle: 'solid',
      backgroundColor: vars.color.accentSubtle,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const zoneIcon = style({ color: vars.color.textMuted });

export const zoneText = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const zoneLimit = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const selection = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

/** The saved image alone needs no full-width row. */
export const savedSelection = style({ alignSelf: 'flex-start' });

export const preview = style({
  inlineSize: '56px',
  blockSize: '56px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const fileText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
});

export const fileName = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const fileSize = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
