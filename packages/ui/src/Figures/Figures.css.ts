import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** As many figures a row as fit at 10rem each: four on a wallboard, two on a phone. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  minInlineSize: 0,
  selectors: {
    // The tone is the edge's colour, never the text's: the figure keeps the text's contrast.
    '&[data-tone="success"]': { borderInlineStartColor: vars.color.success },
    '&[data-tone="warning"]': { borderInlineStartColor: vars.color.warning },
    '&[data-tone="danger"]': { borderInlineStartColor: vars.color.danger },
  },
});

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** Read from across the room: the largest type of the kit and then some, digits of one width. */
export const value = style({
  margin: 0,
  fontSize: `calc(${vars.font.size.xxl} * 1.5)`,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
