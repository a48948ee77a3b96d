import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Width of the text area, from `dropdownWidth` (spec §9). */
export const textWidth = createVar();

const buttonSize = '28px';
const iconSpace = '24px';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

/** Input and toggle button; sized from the longest label unless `fullWidth`. */
export const group = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  inlineSize: `calc(${textWidth} + ${vars.space.md} + ${buttonSize} + ${vars.space.sm})`,
  maxInlineSize: '100%',
});
export const groupSearchable = style({
  inlineSize: `calc(${textWidth} + ${vars.space.md} + ${iconSpace} + ${buttonSize} + ${vars.space.sm})`,
});
export const groupFullWidth = style({ inlineSize: '100%' });

export const input = style({
  paddingInlineEnd: `calc(${buttonSize} + ${vars.space.sm})`,
  textOverflow: 'ellipsis',
});
export const inputSearchable = style({ paddingInlineStart: `calc(${vars.space.md} + ${iconSpace})` });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: buttonSize,
  blockSize: buttonSize,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${toggle}[data-pressed] &`]: { transform: 'rotate(180deg)' } },
});

/**
 * The list. Radix modal dialogs set `pointer-events: none` on <body>, where popovers portal to;
 * the popover takes clicks again so the dropdown works inside a Modal.
 */
export const popover = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: 'var(--trigger-width)',
  minInlineSize: 'max-content',
  maxInlineSize: '100vw',
  boxSizing: 'border-box',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.medium,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  overflow: 'hidden',
});

/** At most 13rem tall (spec §9); longer lists scroll. */
export const list = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  maxBlockSize: '13rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.accentSubtle },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The leading "Select option" entry reads as a prompt, not a value. */
export const placeholderOption = style({ color: vars.color.textMuted });

export const check = style({ display: 'inline-flex', color: vars.color.accent, flexShrink: 0 });

export const empty = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
});
