import { vars } from '@switchboard/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * xyflow's own parts (background, edges, handles, controls, minimap) take the kit's tokens through
 * the `--xy-*` variables its stylesheet reads, so they follow the light and dark themes.
 */
export const canvas = style({
  position: 'relative',
  blockSize: '100%',
  minBlockSize: 480,
  background: vars.color.surfaceSunken,
  vars: {
    '--xy-background-color': vars.color.surfaceSunken,
    '--xy-background-pattern-color': vars.color.border,
    '--xy-edge-stroke': vars.color.borderStrong,
    '--xy-edge-stroke-selected': vars.color.accent,
    '--xy-edge-stroke-width': '2',
    '--xy-connectionline-stroke': vars.color.accent,
    '--xy-handle-background-color': vars.color.surface,
    '--xy-handle-border-color': vars.color.accent,
    '--xy-minimap-background-color': vars.color.surfaceRaised,
    // A light veil outside the visible part; the kit's backdrop (for dialogs) is far too heavy here.
    '--xy-minimap-mask-background-color': `color-mix(in srgb, ${vars.color.text} 10%, transparent)`,
    '--xy-minimap-node-background-color': vars.color.border,
    '--xy-minimap-node-stroke-color': vars.color.borderStrong,
    '--xy-controls-button-background-color': vars.color.surfaceRaised,
    '--xy-controls-button-background-color-hover': vars.color.surfaceHover,
    '--xy-controls-button-color': vars.color.text,
    '--xy-controls-button-color-hover': vars.color.text,
    '--xy-controls-button-border-color': vars.color.border,
    '--xy-controls-box-shadow': vars.elevation.low,
    '--xy-attribution-background-color': vars.color.surfaceRaised,
  },
});

globalStyle(`${canvas} .react-flow__attribution a`, { color: vars.color.text });
globalStyle(`${canvas} .react-flow__minimap`, {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
globalStyle(`${canvas} .react-flow__node:focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '4px',
  borderRadius: vars.radius.md,
});
