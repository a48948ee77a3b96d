import { useThemeTokens } from '@switchboard/ui';
import { useMemo } from 'react';

type Rgb = [number, number, number];

/** The kit's colours the map draws with. */
export interface MapColors {
  sea: Rgb;
  land: Rgb;
  border: Rgb;
  marker: Rgb;
  markerEdge: Rgb;
  tooltip: { background: string; text: string; border: string };
}

/** Any CSS colour → RGB, through a canvas, which normalises every syntax to hex or rgba(). */
function toRgb(color: string, context: CanvasRenderingContext2D | null): Rgb {
  if (!context) return [128, 128, 128];
  context.fillStyle = '#808080';
  context.fillStyle = color;
  const value = String(context.fillStyle);
  if (value.startsWith('#')) {
    return [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as Rgb;
  }
  return (value.match(/\d+(\.\d+)?/g) ?? ['128', '128', '128']).slice(0, 3).map(Number) as Rgb;
}

/**
 * The map's colours from the kit's theme tokens as deck.gl takes them (RGB), new when the theme
 * changes (light/dark): the tokens' computed values come from the kit's `useThemeTokens`.
 */
export function useThemeColors(): MapColors {
  const { color } = useThemeTokens();
  return useMemo(() => {
    const context = document.createElement('canvas').getContext('2d');
    const rgb = (value: string) => toRgb(value, context);
    return {
      sea: rgb(color.accentSubtle),
      land: rgb(color.surface),
      border: rgb(color.borderStrong),
      marker: rgb(color.accent),
      markerEdge: rgb(color.surface),
      tooltip: { background: color.surfaceRaised, text: color.text, border: color.border },
    };
  }, [color]);
}
