import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The segments' box: as wide as the date, never the whole row. */
export const input = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'start',
  inlineSize: 'auto',
  minInlineSize: '9rem',
  cursor: 'text',
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.accent },
  },
});

/** One editable part (day, month, year) or a separator between them. */
export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { paddingInline: 0, color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});
