import { type Color, parseColor } from 'react-aria-components';

/** Lower-case `#rrggbb` of a colour: the one form the picker reports. */
export function toHex(color: Color): string {
  return color.toString('hex').toLowerCase();
}

/** Parses a CSS colour (`#abc`, `#aabbcc`, `rgb(...)`) into HSB, the space the editor works in; `null` when invalid. */
export function parseHsb(value: string): Color | null {
  try {
    return parseColor(value.startsWith('#') || value.includes('(') ? value : `#${value}`).toFormat('hsb');
  } catch {
    return null;
  }
}

/** Normalises a colour string to lower-case `#rrggbb`; `null` when it is not a colour. */
export function normaliseHex(value: string): string | null {
  const color = parseHsb(value);
  return color ? toHex(color) : null;
}
