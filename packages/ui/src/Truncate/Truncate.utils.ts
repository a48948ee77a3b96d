/** Spec §9: the general truncate helper keeps 28 characters, then an ellipsis. */
export const TRUNCATE_LENGTH = 28;

/** Cuts `text` to `max` characters (whole code points, never half an emoji) plus '…' when longer. */
export function truncate(text: string, max: number = TRUNCATE_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
