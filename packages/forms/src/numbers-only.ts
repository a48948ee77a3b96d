/** Spec §5 key-press restriction: digits, and a plus only as the very first character. */
export function numbersOnly(input: string): string {
  const digits = input.replace(/\D/g, '');
  return input.trimStart().startsWith('+') ? `+${digits}` : digits;
}

/**
 * Whether a key press may go through. Keys with longer names (Backspace, ArrowLeft, Tab) always may;
 * a plus only when it would become the first character and there is none yet.
 */
export function isNumbersOnlyKey(key: string, currentValue: string, caret = currentValue.length): boolean {
  if (key.length > 1) return true;
  if (/^\d$/.test(key)) return true;
  return key === '+' && caret === 0 && !currentValue.includes('+');
}
