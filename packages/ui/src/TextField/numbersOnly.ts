/**
 * Keeps what a numbers-only field accepts (spec §5): digits, and a plus only as the very first
 * character. Used for typed keys, pasted text and anything else that changes the value.
 * @param text the candidate text
 * @param allowPlus whether a leading plus may stay (false when the text lands after position 0)
 */
export function keepNumbers(text: string, allowPlus = true): string {
  const digits = text.replace(/\D/g, '');
  return allowPlus && text.trimStart().startsWith('+') ? `+${digits}` : digits;
}

/** Whether one typed character may enter a numbers-only field at `position` of `value`. */
export function acceptsNumberKey(
  key: string,
  value: string,
  position: number,
  selectionEnd = position,
): boolean {
  if (/^\d$/.test(key)) return !value.slice(selectionEnd).startsWith('+') || position !== 0;
  if (key !== '+') return false;
  const rest = value.slice(0, position) + value.slice(selectionEnd);
  return position === 0 && !rest.startsWith('+');
}
