import { vars } from '@switchboard/ui';
import { useMemo, useSyncExternalStore } from 'react';

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

// The theme is a class on <html> (the kit's applyThemeMode); watching it catches every switch,
// whichever component makes it and whenever its effect runs.
const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
  return () => observer.disconnect();
};
const themeKey = () => document.documentElement.className;

/** `var(--name)` of a kit token → its value on <html>. */
function tokenValue(token: string): string {
  const name = /var\((--[^),]+)/.exec(token)?.[1];
  return name ? getComputedStyle(document.documentElement).getPropertyValue(name).trim() : token;
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

/** The map's colours from the kit's CSS variables, read again when the theme changes (light/dark). */
export function useThemeColors(): MapColors {
  const key = useSyncExternalStore(subscribe, themeKey);
  return useMemo(() => {
    void key;
    const context = document.createElement('canvas').getContext('2d');
    const rgb = (token: string) => toRgb(tokenValue(token), context);
    const { color } = vars;
    return {
      sea: rgb(color.accentSubtle),
      land: rgb(color.surface),
      border: rgb(color.borderStrong),
      marker: rgb(color.accent),
      markerEdge: rgb(color.surface),
      tooltip: {
        background: tokenValue(color.surfaceRaised),
        text: tokenValue(color.text),
        border: tokenValue(color.border),
      },
    };
  }, [key]);
}
