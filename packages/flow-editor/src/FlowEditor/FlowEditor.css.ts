import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const tools = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const canvasView = style({
  display: 'grid',
  gridTemplateColumns: '180px minmax(0, 1fr) 300px',
  gap: vars.space.md,
  blockSize: 'min(70vh, 760px)',
  minBlockSize: 480,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)', blockSize: 'auto' } },
});

export const palette = style({ overflowY: 'auto' });

export const panel = style({
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
