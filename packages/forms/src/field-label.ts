/**
 * Sentence case, as the spec's messages read ('Card number', 'Card month'):
 * `card_number` -> 'Card number', `userName` -> 'User name', `userID` -> 'User ID'.
 */
export function fieldLabel(field: string): string {
  const text = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter((word) => word !== '')
    .map((word) => (isAcronym(word) ? word : word.toLowerCase()))
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function isAcronym(word: string): boolean {
  return word.length > 1 && /[A-Z]/.test(word) && word === word.toUpperCase();
}
