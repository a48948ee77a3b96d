import { vars } from '@switchboard/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const palette = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const entry = style({ inlineSize: '100%', justifyContent: 'flex-start', cursor: 'grab' });

// Beside the canvas the kinds stack; above it (narrow screens) they wrap in rows.
const narrow = '(max-width: 900px)';
globalStyle(`${list}`, { '@media': { [narrow]: { flexDirection: 'row', flexWrap: 'wrap' } } });
globalStyle(`${entry}`, { '@media': { [narrow]: { inlineSize: 'auto' } } });
