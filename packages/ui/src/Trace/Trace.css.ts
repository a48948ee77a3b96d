import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import type { TraceOutcome } from './Trace.variants';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minInlineSize: 0,
});

/** Each step hangs from a line joining the markers, so the order reads at a glance. */
export const step = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  selectors: {
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '11px',
      insetBlockStart: '24px',
      insetBlockEnd: 0,
      borderInlineStart: `2px solid ${vars.color.border}`,
    },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: vars.radius.full,
  border: '1.5px solid',
});

const palette: Record<TraceOutcome, { fg: string; bg: string }> = {
  match: { fg: vars.color.success, bg: vars.color.successSubtle },
  skip: { fg: vars.color.textMuted, bg: vars.color.surfaceSunken },
  info: { fg: vars.color.info, bg: vars.color.infoSubtle },
  error: { fg: vars.color.danger, bg: vars.color.dangerSubtle },
};
export const outcome = styleVariants(palette, ({ fg, bg }) => ({
  color: fg,
  borderColor: fg,
  backgroundColor: bg,
}));

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  minBlockSize: '24px',
});

export const title = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const status = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const details = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
