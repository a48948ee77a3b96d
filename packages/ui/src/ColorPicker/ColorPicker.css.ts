import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';
import type { ColorPickerVariant } from './ColorPicker.variants';

/** The colour shown by the trigger's swatch. */
export const swatchColor = createVar();

export const variant = styleVariants({
  popover: { alignItems: 'flex-start' },
  inline: {},
} satisfies Record<ColorPickerVariant, object>);

export const trigger = style({
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '36px',
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    ...focusRing.selectors,
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-pressed], &[aria-expanded="true"]': { backgroundColor: vars.color.surfaceHover },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: vars.color.surfaceSunken, opacity: 0.6 },
  },
});

export const triggerSwatch = style({
  inlineSize: '26px',
  blockSize: '26px',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: swatchColor,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

export const triggerValue = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  minInlineSize: '7ch',
  textAlign: 'start',
  // Matches the editor's hex field, which react-aria formats in capitals.
  textTransform: 'uppercase',
});

export const triggerIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const popover = style({
  zIndex: vars.zIndex.popover,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.medium,
  padding: vars.space.md,
});

export const dialog = style({ outline: 'none' });

export const inlineEditor = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  inlineSize: 'fit-content',
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger } },
});

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: '232px',
});

export const area = style({
  inlineSize: '100%',
  blockSize: '160px',
  borderRadius: vars.radius.md,
  flexShrink: 0,
  selectors: { '&[data-disabled]': { opacity: 0.5 } },
});

export const thumb = style({
  inlineSize: '20px',
  blockSize: '20px',
  borderRadius: vars.radius.full,
  border: '2px solid #ffffff',
  boxShadow: '0 0 0 1px #000000, inset 0 0 0 1px #000000',
  boxSizing: 'border-box',
  selectors: {
    '&[data-focus-visible]': {
      inlineSize: '24px',
      blockSize: '24px',
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const trackThumb = style({ insetBlockStart: '50%' });

export const slider = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sliderHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
});

export const partLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const sliderOutput = style({ fontSize: vars.font.size.sm, color: vars.color.text });

export const track = style({
  blockSize: '24px',
  borderRadius: vars.radius.md,
  selectors: { '&[data-disabled]': { opacity: 0.5 } },
});

export const hexField = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const hexInput = style({ fontFamily: vars.font.family.mono, flex: 1, minInlineSize: 0 });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, outline: 'none' });

export const swatchItem = style({
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-selected]': { boxShadow: `0 0 0 2px ${vars.color.surfaceRaised}, 0 0 0 4px ${vars.color.text}` },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const swatch = style({
  inlineSize: '22px',
  blockSize: '22px',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});
