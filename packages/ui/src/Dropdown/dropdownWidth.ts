/** Fewest characters a dropdown is sized for (spec §9). */
export const DROPDOWN_MIN_CHARS = 10;
/** Most characters a dropdown is sized for; longer labels are cut with an ellipsis (spec §9). */
export const DROPDOWN_MAX_CHARS = 30;
/** Width given to each character (spec §9). */
export const DROPDOWN_PX_PER_CHAR = 10;

/**
 * Width in pixels of a dropdown's text: the longest label's length, clamped to 10..30 characters,
 * times 10 px (spec §9). Padding and the toggle button come on top.
 */
export function dropdownWidth(labels: readonly string[]): number {
  const longest = labels.reduce((max, label) => Math.max(max, [...label].length), 0);
  return Math.min(DROPDOWN_MAX_CHARS, Math.max(DROPDOWN_MIN_CHARS, longest)) * DROPDOWN_PX_PER_CHAR;
}
